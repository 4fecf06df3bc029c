import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../../content/chrome/menu.ts';

/** A menu entry: client navigation inside the site, a plain link for the other services. Its label by default. */
export function MenuLink({ item, className, children }: { item: MenuItem; className?: string; children?: ReactNode }) {
  if (!item.link) return null;
  const content = children ?? item.label;
  return item.external ? (
    <a href={item.link} className={className}>
      {content}
    </a>
  ) : (
    <Link to={item.link} className={className}>
      {content}
    </Link>
  );
}
