import { accountMenu, type MenuItem } from '../../../content/chrome/menu.ts';
import { useAppData } from '../../app/data-context.tsx';
import { Icon } from './icons.tsx';
import { MenuLink } from './menu-link.tsx';
import type { SideMenuProps } from './side-menu-props.ts';

/**
 * The phone menu as the server draws it inside its native disclosure (decision 274): everything the scripted
 * dialog (side-menu-panel.tsx) holds, in its order, with each section a nested disclosure, so it works from the
 * HTML alone. Drawn by the server only: the browser keeps this HTML (side-menu.tsx).
 * Login, as the server HTML is always signed out.
 */
export default function SideMenuStatic({ label, items, extras = [], phone, account, footer }: SideMenuProps) {
  const { config } = useAppData();
  return (
    <nav aria-label={label}>
      {account && (
        <div className="side-menu__account">
          <a className="side-menu__item" href={config.loginUrl}>
            {accountMenu.login}
          </a>
        </div>
      )}
      <ul className="side-menu__list">
        {sectionItems({ items, extras }).map((item) =>
          item.items ? (
            <li key={item.label} className="side-menu__group">
              <details>
                <summary className="side-menu__item">
                  {item.label}
                  <Icon name="chevron" size={16} />
                </summary>
                <ul className="side-menu__sub">
                  {item.items.map((sub) => (
                    <li key={sub.label}>
                      <MenuLink item={sub} className="side-menu__item" />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.label}>
              <MenuLink item={item} className="side-menu__item" />
            </li>
          ),
        )}
      </ul>
      <SideMenuEnd extras={extras} phone={phone} footer={footer} />
    </nav>
  );
}

/** The sections the menu lists first: an entry the extras repeat (Offers) is listed once, with the extras. */
export function sectionItems({ items, extras = [] }: Pick<SideMenuProps, 'items' | 'extras'>): readonly MenuItem[] {
  return items.filter((item) => !extras.some((e) => e.label === item.label));
}

/** The menu's end, the same in the disclosure and in the dialog: the extras, the phone line and the footer. */
export function SideMenuEnd({ extras = [], phone, footer }: Pick<SideMenuProps, 'extras' | 'phone' | 'footer'>) {
  return (
    <>
      {extras.length > 0 && (
        <ul className="side-menu__list side-menu__list--extras">
          {extras.map((item) => (
            <li key={item.label}>
              <MenuLink item={item} className="side-menu__item" />
            </li>
          ))}
        </ul>
      )}
      {phone && <p className="side-menu__phone">{phone}</p>}
      {footer}
    </>
  );
}
