import type { ReactNode } from 'react';
import type { MenuItem } from '../../../content/chrome/menu.ts';

// The side menu's props, apart from side-menu.tsx so the lazily loaded panel does not import the menu back.
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
