import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../../content/chrome/menu.ts';
import { Icon } from './icons.tsx';
import { MenuLink } from './menu-link.tsx';
import { useMenuDisclosure } from './disclosure.ts';

const MenuPanel = lazy(() => import('./menu-panel.tsx'));

/**
 * A top-level entry with a submenu: a disclosure button and its list (spec 2.4). A product panel (`detailed`) gives
 * each entry a line and a price. As with the proof blocks (proof-slot.tsx), the hydrating render keeps the panel's
 * server HTML, so its words and code are not part of any page's first load; a client navigation that draws a new
 * header loads them. The kept HTML holds plain links: a click on one in the site is handed to the router.
 */
export function SubMenu({
  item,
  menuKey,
  extra,
  detailed,
}: {
  item: MenuItem;
  menuKey: string;
  extra?: ReactNode;
  detailed?: boolean;
}) {
  const d = useMenuDisclosure(menuKey, { hover: true });
  const navigate = useNavigate();
  const id = `submenu-${menuKey.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  const [kept] = useState(
    () => (detailed && typeof document === 'object' && document.getElementById(id)?.innerHTML) || null,
  );
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const href = (e.target as Element).closest('a')?.getAttribute('href');
      if (!href?.startsWith('/') || e.button || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      navigate(href);
    };
    const ul = kept ? ref.current : null;
    ul?.addEventListener('click', onClick);
    return () => ul?.removeEventListener('click', onClick);
  }, [kept, navigate]);
  return (
    <li className={`nav-item nav-item--sub${d.open ? ' is-open' : ''}`} {...d.rootProps}>
      <button className="nav-item__button" aria-controls={id} {...d.buttonProps}>
        {item.label}
        <Icon name="chevron" size={16} />
      </button>
      <ul
        className={detailed ? 'submenu submenu--panel' : 'submenu'}
        id={id}
        hidden={!d.open}
        ref={ref}
        {...(kept
          ? { dangerouslySetInnerHTML: { __html: kept } }
          : {
              children: detailed ? (
                <Suspense>
                  <MenuPanel items={item.items!} />
                </Suspense>
              ) : (
                <>
                  {item.items?.map((sub) => (
                    <li key={sub.label}>
                      <MenuLink item={sub} className="submenu__link" />
                    </li>
                  ))}
                  {extra}
                </>
              ),
            })}
      />
    </li>
  );
}

/** The desktop navigation list (shown from 1200 px; the side menu below); `detailed`: product panels. */
export function NavMenu({
  items,
  label,
  prefix,
  detailed,
}: {
  items: readonly MenuItem[];
  label: string;
  prefix: string;
  detailed?: boolean;
}) {
  return (
    <nav aria-label={label} className="main-nav">
      <ul className="main-nav__list">
        {items.map((item) =>
          item.items ? (
            <SubMenu key={item.label} item={item} menuKey={`${prefix}:${item.label}`} detailed={detailed} />
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
