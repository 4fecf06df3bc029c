import { useId, useState } from 'react';
import { accountMenu, type MenuItem } from '../../../content/chrome/menu.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore, useAppStoreApi } from '../../store/store-provider.tsx';
import type { SideMenuProps } from './side-menu.tsx';
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

/** The open side menu: its own chunk, loaded the first time a visitor opens the menu (never in the server HTML). */
export default function SideMenuPanel({ id, label, items, extras = [], pathname, phone, account, footer, onClose: close }: SideMenuProps & { id: string; onClose: (refocus: boolean) => void }) {
  const api = useAppStoreApi();
  const { config } = useAppData();
  const user = useAppStore((s) => s.user);
  const loginOpen = useAppStore((s) => s.menu.mobileLoginOptionVisibility);
  return (
    <>
      <div className="side-menu__backdrop" aria-hidden="true" onClick={() => close(false)} />
      <div
        id={id}
        className="side-menu"
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
    </>
  );
}
