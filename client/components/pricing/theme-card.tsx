import { Link } from 'react-router-dom';
import { themeCardTexts, themeEditUrl, themeViewUrl, type Theme } from '../../../content/themes.ts';
import { THUMB_SIZE, themeThumbnails } from '../theme-thumbnails.ts';

/**
 * A theme thumbnail: a screenshot of the theme's demo page (decision 121), 1x and 2x WebP, with its size so
 * nothing shifts. Lazy unless the page says it shows above the fold.
 */
export function ThemeThumb({
  theme,
  className = 'pp-theme__thumb',
  eager,
}: {
  theme: Theme;
  className?: string;
  eager?: boolean;
}) {
  const { x1, x2 } = themeThumbnails[theme.id];
  return (
    <img
      className={className}
      src={x1}
      srcSet={`${x1} 1x, ${x2} 2x`}
      width={THUMB_SIZE.width}
      height={THUMB_SIZE.height}
      alt=""
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}

/** spec 3 "Theme card": title, author, an edit link and a view link. */
export function ThemeCard({
  theme,
  headingLevel = 3,
  inert,
  eager,
}: {
  theme: Theme;
  headingLevel?: 3 | 4;
  inert?: boolean;
  eager?: boolean;
}) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="pp-theme" inert={inert || undefined}>
      <ThemeThumb theme={theme} eager={eager} />
      <div className="pp-theme__body">
        <H>{theme.title}</H>
        <p className="pp-theme__author">
          {`${themeCardTexts.byText} `}
          {theme.author}
        </p>
        <p className="pp-theme__links">
          <a href={themeEditUrl(theme)} aria-label={`${themeCardTexts.editText} ${theme.title}`}>
            {themeCardTexts.editText}
          </a>
          <Link to={themeViewUrl(theme)} aria-label={`${themeCardTexts.viewText} ${theme.title}`}>
            {themeCardTexts.viewText}
          </Link>
        </p>
      </div>
    </div>
  );
}
