import { Link } from 'react-router-dom';
import { themeEditUrl, themeViewUrl, themesPage, type Theme } from '../../../content/product-pages/themes.ts';

/** A theme thumbnail drawn from its palette: no image request and a fixed size, so nothing shifts. */
export function ThemeThumb({ theme, className = 'pp-theme__thumb' }: { theme: Theme; className?: string }) {
  const [bg, accent, ink] = theme.palette;
  return (
    <svg className={className} width="320" height="240" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect width="320" height="240" fill={bg} />
      <rect width="320" height="28" fill={ink} />
      <rect x="16" y="10" width="60" height="8" rx="4" fill={bg} />
      <rect x="16" y="48" width="170" height="18" rx="4" fill={ink} />
      <rect x="16" y="76" width="140" height="10" rx="5" fill={ink} opacity=".45" />
      <rect x="16" y="100" width="72" height="24" rx="6" fill={accent} />
      <rect x="200" y="44" width="104" height="84" rx="8" fill={accent} opacity=".35" />
      <rect x="16" y="148" width="88" height="72" rx="8" fill={accent} opacity=".2" />
      <rect x="116" y="148" width="88" height="72" rx="8" fill={accent} opacity=".3" />
      <rect x="216" y="148" width="88" height="72" rx="8" fill={accent} opacity=".4" />
    </svg>
  );
}

/** spec 3 "Theme card": title, author, an edit link and a view link. */
export function ThemeCard({ theme, headingLevel = 3, inert }: { theme: Theme; headingLevel?: 3 | 4; inert?: boolean }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="pp-theme" inert={inert || undefined}>
      <ThemeThumb theme={theme} />
      <div className="pp-theme__body">
        <H>{theme.title}</H>
        <p className="pp-theme__author">by {theme.author}</p>
        <p className="pp-theme__links">
          <a href={themeEditUrl(theme)} aria-label={`${themesPage.editText} ${theme.title}`}>
            {themesPage.editText}
          </a>
          <Link to={themeViewUrl(theme)} aria-label={`${themesPage.viewText} ${theme.title}`}>
            {themesPage.viewText}
          </Link>
        </p>
      </div>
    </div>
  );
}
