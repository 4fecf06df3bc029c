import { useId, useRef, useState, type ReactNode } from 'react';
import { accountMenu, type MenuItem } from '../../../content/chrome/menu.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';
import { isSignedIn, shortAlias } from '../../store/roles.ts';
import { logoutHref } from './account.ts';
import { Icon } from './icons.tsx';
import { MenuLink } from './menu-link.tsx';

function SideGroup({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="side-menu__group">
      <button type="button" className="side-menu__item" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {item.label}
        <Icon name="chevron" size={16} />
      </button>
      <ul id={id} hidden={!open} className="side-menu__sub">
        {item.items?.map((sub) => (
          <li key={sub.label}><MenuLink item={sub} className="side-menu__item" /></li>
        ))}
      </ul>
    </li>
  );
}

export interface SideMenuProps {
  /** Accessible name of the side menu's navigation landmark. */
  label: string;
  items: readonly MenuItem[];
  extras?: readonly MenuItem[];
  pathname: string;
  /** The phone line at the bottom (a PhoneLink). */
  phone?: ReactNode;
  /** Shows the account block (alias cut to 8 characters, or Login). */
  account?: boolean;
  /** Extra links after the lists (e.g. Go to dashboard). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The phone side menu (spec 2.4, 4 "mobile side menu shown or hidden"): a disclosure whose visibility is the menu
 * slice's currentLevel (0 closed, 1 open). Its toggle is shown below the header's breakpoint by CSS. Escape or a
 * press on the backdrop closes it and focus returns to the toggle.
 */
export function SideMenu({ label, items, extras = [], pathname, phone, account, footer, className }: SideMenuProps) {
  const api = useAppStoreApi();
  const { config } = useAppData();
  const open = useAppStore((s) => s.menu.currentLevel > 0);
  const user = useAppStore((s) => s.user);
  const loginOpen = useAppStore((s) => s.menu.mobileLoginOptionVisibility);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = (refocus: boolean) => {
    api.getState().setCurrentLevel(0);
    if (refocus) toggleRef.current?.focus();
  };
  return (
    <div className={`side-menu-wrap ${className ?? ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="side-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => api.getState().setCurrentLevel(open ? 0 : 1)}
      >
        <Icon name={open ? 'close' : 'menu'} size={24} />
        <span>Menu</span>
      </button>
      {open && <div className="side-menu__backdrop" aria-hidden="true" onClick={() => close(false)} />}
      <div
        id={id}
        className="side-menu"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            close(true);
          }
        }}
      >
        <nav aria-label={label}>
          {account && (
            <div className="side-menu__account">
              {isSignedIn(user) ? (
                <>
                  <button
                    type="button"
                    className="side-menu__item"
                    aria-expanded={loginOpen}
                    aria-controls={`${id}-account`}
                    onClick={() => api.getState().setMobileLoginOptionVisibility(!loginOpen)}
                  >
                    {accountMenu.signedInAs} {shortAlias(user.data.alias)}
                    <Icon name="chevron" size={16} />
                  </button>
                  <ul id={`${id}-account`} hidden={!loginOpen} className="side-menu__sub">
                    <li><a className="side-menu__item" href={accountMenu.myServices.link}>{accountMenu.myServices.label}</a></li>
                    <li><a className="side-menu__item" href={accountMenu.myProfile.link}>{accountMenu.myProfile.label}</a></li>
                    <li><a className="side-menu__item" href={logoutHref(config.loginUrl, config.publicUrl, pathname)}>{accountMenu.signOut}</a></li>
                  </ul>
                </>
              ) : (
                <a className="side-menu__item" href={config.loginUrl}>{accountMenu.login}</a>
              )}
            </div>
          )}
          <ul className="side-menu__list">
            {/* An entry the extras repeat (Offers) is listed once, with the extras. */}
            {items.filter((item) => !extras.some((e) => e.label === item.label)).map((item) =>
              item.items ? (
                <SideGroup key={item.label} item={item} />
              ) : (
                <li key={item.label}><MenuLink item={item} className="side-menu__item" /></li>
              ),
            )}
          </ul>
          {extras.length > 0 && (
            <ul className="side-menu__list side-menu__list--extras">
              {extras.map((item) => (
                <li key={item.label}><MenuLink item={item} className="side-menu__item" /></li>
              ))}
            </ul>
          )}
          {phone && <p className="side-menu__phone">{phone}</p>}
          {footer}
        </nav>
      </div>
    </div>
  );
}
