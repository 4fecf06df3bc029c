import { brand } from '../brand.ts';

/** Spec 3 "Menu item": label, link, items, classes, product. `external` marks links that leave the site. */
export interface MenuItem {
  label: string;
  link?: string;
  items?: readonly MenuItem[];
  classes?: string;
  product?: string;
  external?: boolean;
}

/** Spec 2.4 header menu (Support and Login are drawn beside it). */
export const mainMenu: readonly MenuItem[] = [
  { label: 'Domains', link: '/domains', product: 'domains' },
  {
    label: 'Hosting',
    items: [
      { label: 'Web Hosting', link: '/hosting' },
      { label: 'WordPress Hosting', link: '/wordpress' },
      { label: 'WooCommerce Hosting', link: '/woocommerce' },
      { label: 'Enterprise Solutions', link: '/enterprisesolutions' },
    ],
  },
  { label: 'Email', link: '/mail', product: 'mail' },
  {
    label: 'Professional Services',
    items: [
      { label: 'Website Design', link: '/webdesign' },
      { label: 'Localworks', link: '/local' },
      { label: 'Stores', link: '/stores' },
      { label: 'Enterprise Solutions', link: '/enterprisesolutions' },
    ],
  },
  { label: 'Offers', link: '/partneroffers' },
];

/** Spec 2.4 Support dropdown; the customer-care phone is added after these. */
export const supportMenu: MenuItem = {
  label: 'Support',
  items: [
    { label: 'Resources', link: brand.external.resourceCenter, external: true },
    { label: 'Help center', link: brand.external.helpCenter, external: true },
  ],
};

/** Spec 2.4: the phone side menu's extra entries (Resources, Offers, Help and the phone). */
export const sideMenuExtras: readonly MenuItem[] = [
  { label: 'Resources', link: brand.external.resourceCenter, external: true },
  { label: 'Offers', link: '/partneroffers' },
  { label: 'Help', link: brand.external.helpCenter, external: true },
];

/** Spec 6: a business-creation user's own menu (hidden on choose-plan and emailsignup paths, spec 2.3). */
export const businessMakerMenu: readonly MenuItem[] = [
  { label: 'Business Maker', link: '/businessmaker' },
  { label: 'How it works', link: '/businessmaker/howitworks' },
  {
    label: 'Solutions',
    items: [
      { label: 'Business plan', link: '/businessmaker/businessplan' },
      { label: 'Finance tracker', link: '/businessmaker/financetracker' },
      { label: 'Online business', link: '/businessmaker/onlinebusiness' },
      { label: 'Point of sale', link: '/businessmaker/pos' },
      { label: 'Marketing', link: '/businessmaker/marketing' },
      { label: 'Legal', link: '/businessmaker/legal' },
    ],
  },
  { label: 'Guides', link: '/businessmaker/guides' },
  { label: 'Upgrade', link: '/businessmaker/upgrade' },
];

/** Spec 2.3: the site-builder header's two-option menu. */
export const siteBuilderMenu: readonly MenuItem[] = [
  { label: 'Let experts build my site', link: '/buildmysite' },
  { label: 'I will build my site', link: '/buildmyself' },
];

/**
 * Spec 2.4: the header's Login link and the Go to dashboard button. What the signed-in visitor's menu says is in
 * content/chrome/account-menu.ts, with the menu, which loads only once someone is signed in.
 */
export const accountMenu = {
  login: 'Login',
  dashboard: { label: 'Go to dashboard', link: brand.external.dashboard },
} as const;

/** The side menu's button text and its dialog's name. */
export const sideMenuLabel = 'Menu';

/** The names screen readers give the header's two navigations: the desktop bar and the phone side menu. */
export const mainNavLabel = 'Main';
export const mobileNavLabel = 'Mobile';

/** Spec 9: submenus close this long after focus or the pointer leaves them. */
export const SUBMENU_CLOSE_DELAY_MS = 500;
