import type { ReactNode } from 'react';
import type { MenuItem } from '../../../content/chrome/menu.ts';
import { Icon } from './icons.tsx';
import { MenuLink } from './menu-link.tsx';
import { useMenuDisclosure } from './disclosure.ts';

/** A top-level entry with a submenu: a disclosure button and its list (spec 2.4). */
export function SubMenu({ item, menuKey, extra }: { item: MenuItem; menuKey: string; extra?: ReactNode }) {
  const d = useMenuDisclosure(menuKey);
  const id = `submenu-${menuKey.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <li className={`nav-item nav-item--sub${d.open ? ' is-open' : ''}`} {...d.rootProps}>
      <button className="nav-item__button" aria-controls={id} {...d.buttonProps}>
        {item.label}
        <Icon name="chevron" size={16} />
      </button>
      <ul className="submenu" id={id} hidden={!d.open}>
        {item.items?.map((sub) => (
          <li key={sub.label}>
            <MenuLink item={sub} className="submenu__link" />
          </li>
        ))}
        {extra}
      </ul>
    </li>
  );
}

/** The desktop navigation list (shown from 1200 px; the side menu below). */
export function NavMenu({ items, label, prefix }: { items: readonly MenuItem[]; label: string; prefix: string }) {
  return (
    <nav aria-label={label} className="main-nav">
      <ul className="main-nav__list">
        {items.map((item) =>
          item.items ? (
            <SubMenu key={item.label} item={item} menuKey={`${prefix}:${item.label}`} />
          ) : (
            <li key={item.label} className="nav-item">
              <MenuLink item={item} className="nav-item__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
