import { lazy, Suspense, useEffect, useRef } from 'react';
import { brand } from '../../../content/brand.ts';
import {
  accountMenu,
  businessMakerMenu,
  mainMenu,
  mainNavLabel,
  mobileNavLabel,
  sideMenuExtras,
  supportMenu,
} from '../../../content/chrome/menu.ts';
import { contactUs247 } from '../../../content/chrome/shell-texts.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { HeaderCta } from '../../store/app-store.ts';
import { isSignedIn } from '../../store/roles.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';
import { Logo } from '../logo.tsx';
import { PhoneLink } from '../phone-link.tsx';
import { PromoBar } from '../promo-bar.tsx';
import { NavMenu, SubMenu } from './nav-menu.tsx';
import { SideMenu } from './side-menu.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** Closes every menu when the page changes. */
export function useCloseMenusOnNavigate(pathname: string) {
  const api = useAppStoreApi();
  useEffect(() => {
    const s = api.getState();
    s.setSubMenuVisibility(false);
    s.setCurrentLevel(0);
    s.setMobileLoginOptionVisibility(false);
  }, [api, pathname]);
}

/**
 * The hero's call to action pinned into the header bar (spec 2.4, 4 "Hero"): it fades in and out over 600 ms. The
 * last one stays rendered while it fades out; once hidden it is invisible to pointer, keyboard and screen readers.
 * Drawn twice, each where its layout shows it: beside Login on a desktop, in the place of Support and the number
 * while it shows (both are back on scrolling up; the number is also in the footer), beside Menu below 1200 px; the
 * other copy is not displayed.
 */
function PinnedCta() {
  const cta = useAppStore((s) => s.clientView.header.cta);
  const last = useRef<HeaderCta | null>(null);
  if (cta) last.current = cta;
  const shown = last.current;
  if (!shown) return null;
  return (
    <a
      className={`header-cta button button--primary${cta ? ' is-pinned' : ''}`}
      href={shown.href}
      tabIndex={cta ? undefined : -1}
      aria-hidden={cta ? undefined : true}
      onClick={
        shown.onActivate
          ? (e) => {
              // The page's own action (scroll to the plans, open its form), as the hero's button does.
              e.preventDefault();
              shown.onActivate?.();
            }
          : undefined
      }
    >
      {shown.text}
    </a>
  );
}

/**
 * The site header (spec 2.4): top strip, banner, then the sticky bar with logo, navigation (from 1200 px; the
 * side menu below), Support, phone and Login or the account menu. Signed-in state arrives after hydration, so the
 * server HTML and the first client render always show Login. A business-creation user gets its own menu and
 * phone (spec 6) once clientView.header.bibView is set.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const { config } = useAppData();
  const user = useAppStore((s) => s.user);
  const bib = useAppStore((s) => s.clientView.header.bibView);
  useCloseMenusOnNavigate(pathname);
  const items = bib ? businessMakerMenu : mainMenu;
  const phone = bib ? (
    <PhoneLink pathname={pathname} phone={brand.businessMakerPhone} />
  ) : (
    <PhoneLink pathname={pathname} />
  );
  return (
    <>
      <PromoBar pathname={pathname} />
      <header className={`site-header${bib ? ' site-header--bib' : ''}`}>
        <div className="container site-header__inner">
          <Logo />
          <NavMenu items={items} label={mainNavLabel} prefix="main" detailed={!bib} />
          <div className="site-header__actions">
            <div className="site-header__help">
              <ul className="site-header__support">
                <SubMenu
                  item={supportMenu}
                  menuKey="support"
                  extra={
                    <li className="submenu__phone">
                      <span className="submenu__label">{contactUs247}</span>
                      {phone}
                    </li>
                  }
                />
              </ul>
              <span className="site-header__phone">{phone}</span>
              <PinnedCta />
            </div>
            {isSignedIn(user) ? (
              <Suspense fallback={<span className="account-menu account-menu--loading" />}>
                <AccountMenu user={user.data} pathname={pathname} />
              </Suspense>
            ) : (
              <a className="button button--secondary site-header__login" href={config.loginUrl}>
                {accountMenu.login}
              </a>
            )}
          </div>
          <span className="site-header__pin">
            <PinnedCta />
          </span>
          <SideMenu
            label={mobileNavLabel}
            items={items}
            extras={sideMenuExtras}
            pathname={pathname}
            phone={phone}
            account
            className="site-header__side"
          />
        </div>
      </header>
    </>
  );
}
