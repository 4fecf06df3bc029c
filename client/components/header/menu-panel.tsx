import { menuDetails } from '../../../content/chrome/menu-details.ts';
import type { MenuItem } from '../../../content/chrome/menu.ts';
import { priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import { MenuLink } from './menu-link.tsx';

/**
 * A desktop menu panel's entries: each product's name, one line on what it is for and its "from" price from the
 * catalogue snapshot the page renders with (spec 2.4 menu; prices through shared/price-text.ts). A price the
 * snapshot cannot fill is left out rather than shown as a placeholder.
 */
export default function MenuPanel({ items }: { items: readonly MenuItem[] }) {
  const { catalogue } = useAppData();
  return items.map((sub) => {
    const detail = sub.link ? menuDetails[sub.link] : undefined;
    const price = detail?.price ? priceText(detail.price, catalogue.prices) : null;
    return (
      <li key={sub.label}>
        <MenuLink item={sub} className="submenu__link submenu__link--detail">
          <span className="submenu__name">{sub.label}</span>
          {detail && <span className="submenu__text">{detail.text}</span>}
          {price && <span className="submenu__price">{price}</span>}
        </MenuLink>
      </li>
    );
  });
}
