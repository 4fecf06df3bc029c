import { brand } from '../brand.ts';
import type { MenuItem } from './menu.ts';

export interface FooterColumn {
  title: string;
  links: readonly MenuItem[];
}

/** Spec 2.4 footer columns. External links: customer care, resource center, about, terms of service. */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Products',
    links: [
      { label: 'Domains', link: '/domains' },
      { label: 'Web Hosting', link: '/hosting' },
      { label: 'WordPress Hosting', link: '/wordpress' },
      { label: 'Business Email', link: '/mail' },
      { label: 'E-commerce', link: '/stores' },
      { label: 'WooCommerce Hosting', link: '/woocommerce' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Customer Care', link: brand.external.customerCare, external: true },
      { label: 'Resource Center', link: brand.external.resourceCenter, external: true },
      { label: 'Developer Network', link: '/developer' },
      { label: 'Partner Offers', link: '/partneroffers' },
      { label: 'Affiliate', link: '/affiliate' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Enterprise Solutions', link: '/enterprisesolutions' },
      { label: 'Localworks', link: '/local' },
      { label: 'Website Design', link: '/webdesign' },
    ],
  },
  {
    title: 'Corporate',
    links: [
      { label: 'About', link: brand.external.about, external: true },
      { label: 'Business Maker', link: '/businessmaker' },
      { label: 'Partners', link: '/partners' },
      { label: 'Legal Center', link: '/tos-center' },
      { label: 'Privacy Notice', link: '/privacy-notice' },
    ],
  },
];

/** Spec 6: the business-creation footer. */
export const businessMakerFooterColumns: readonly FooterColumn[] = [
  {
    title: 'Business Maker',
    links: [
      { label: 'How it works', link: '/businessmaker/howitworks' },
      { label: 'Solutions', link: '/businessmaker/solutions' },
      { label: 'Guides', link: '/businessmaker/guides' },
      { label: 'Upgrade', link: '/businessmaker/upgrade' },
    ],
  },
  {
    title: 'Corporate',
    links: [{ label: 'About', link: brand.external.about, external: true }],
  },
];

export const footerTexts = {
  /** Spec 2.4 / 9: the "call 24/7" line. */
  callLine: 'Call us 24/7',
  terms: { label: 'Terms of Service', link: brand.external.termsOfService },
  social: 'Follow us',
  /** The name of the footer's link columns. */
  navLabel: 'Footer',
} as const;

/** Spec 2.4: after an external footer link, coming back scrolls smoothly to the footer after about 1 s. */
export const FOOTER_RETURN_DELAY_MS = 1000;
