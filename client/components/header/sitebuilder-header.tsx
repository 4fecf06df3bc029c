import { NavLink } from 'react-router-dom';
import { brand } from '../../../content/brand.ts';
import { Logo } from '../logo.tsx';

/** Site-builder header: two-option menu and Go to dashboard (spec 2.3). */
export function SiteBuilderHeader(_props: { pathname: string }) {
  return (
    <header className="logo-header">
      <div className="container logo-header__inner">
        <Logo />
        <nav aria-label="Site builder" className="sitebuilder-nav">
          <NavLink to="/buildmysite">Let experts build my site</NavLink>
          <NavLink to="/buildmyself">I will build my site</NavLink>
        </nav>
        <div className="logo-header__actions">
          <a className="button button--secondary" href={brand.external.dashboard}>
            Go to dashboard
          </a>
        </div>
      </div>
    </header>
  );
}
