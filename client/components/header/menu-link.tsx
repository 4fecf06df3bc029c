import { Link } from 'react-router-dom';
import type { MenuItem } from '../../../content/chrome/menu.ts';

/** A menu entry: client navigation inside the site, a plain link for the other services. */
export function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  if (!item.link) return null;
  return item.external ? (
    <a href={item.link} className={className}>
      {item.label}
    </a>
  ) : (
    <Link to={item.link} className={className}>
      {item.label}
    </Link>
  );
}
