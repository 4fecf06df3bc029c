import { Link } from 'react-router-dom';
import { themeCardTexts, themeEditUrl, themeViewUrl, type Theme } from '../../../content/themes.ts';
import { DESKTOP_ONLY_MSG_CODE } from '../../../shared/query-values.ts';
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

/**
 * spec 3 "Theme card": the theme's picture and title and its two actions, Preview (the view link, its demo) and
 * Start (the edit link: the builder with this theme). The editor needs a computer (decision 042), so on a phone
 * Start leads to the desktop-only notice; both links are in the HTML and CSS shows one (decision 318). The author
 * shows only where the page asks for it (the /websites carousel, spec 2.5): every theme has the same one.
 */
export function ThemeCard({
  theme,
  headingLevel = 3,
  inert,
  eager,
  byline,
}: {
  theme: Theme;
  headingLevel?: 3 | 4;
  inert?: boolean;
  eager?: boolean;
  byline?: boolean;
}) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const t = themeCardTexts;
  return (
    <div className="pp-theme" inert={inert || undefined}>
      <ThemeThumb theme={theme} eager={eager} />
      <div className="pp-theme__body">
        <H>{theme.title}</H>
        {byline ? (
          <p className="pp-theme__author">
            {`${t.byText} `}
            {theme.author}
          </p>
        ) : null}
        <p className="pp-theme__actions">
          <Link className="button button--secondary" to={themeViewUrl(theme)} aria-label={t.previewLabel(theme.title)}>
            {t.previewText}
          </Link>
          <a
            className="button button--primary pp-only-desktop"
            href={themeEditUrl(theme)}
            aria-label={t.startLabel(theme.title)}
          >
            {t.startText}
          </a>
          <Link
            className="button button--primary pp-only-phone"
            to={`/websites?msgCode=${DESKTOP_ONLY_MSG_CODE}`}
            aria-label={t.startLabel(theme.title)}
          >
            {t.startText}
          </Link>
        </p>
      </div>
    </div>
  );
}
