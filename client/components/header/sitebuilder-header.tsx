import { NavLink } from 'react-router-dom';
import { accountMenu, siteBuilderMenu } from '../../../content/chrome/menu.ts';
import { siteBuilderMenuLabel, siteBuilderNavLabel } from '../../../content/chrome/layout-texts.ts';
import { Logo } from '../logo.tsx';
import { PhoneLink } from '../phone-link.tsx';
import { useCloseMenusOnNavigate } from './site-header.tsx';
import { SideMenu } from './side-menu.tsx';

/** Site-builder header (spec 2.3): the two-option menu and Go to dashboard; a side menu below 1024 px. */
export function SiteBuilderHeader({ pathname }: { pathname: string }) {
  useCloseMenusOnNavigate(pathname);
  const dashboard = (
    <a className="button button--secondary" href={accountMenu.dashboard.link}>
      {accountMenu.dashboard.label}
    </a>
  );
  return (
    <header className="logo-header sitebuilder-header">
      <div className="container logo-header__inner">
        <Logo />
        <nav aria-label={siteBuilderNavLabel} className="sitebuilder-nav">
          {siteBuilderMenu.map((m) => (
            <NavLink key={m.label} to={m.link!}>
              {m.label}
            </NavLink>
          ))}
        </nav>
        <div className="logo-header__actions sitebuilder-header__actions">{dashboard}</div>
        <SideMenu
          label={siteBuilderMenuLabel}
          items={siteBuilderMenu}
          pathname={pathname}
          phone={<PhoneLink pathname={pathname} />}
          footer={<p className="side-menu__dashboard">{dashboard}</p>}
          className="sitebuilder-header__side"
        />
      </div>
    </header>
  );
}
