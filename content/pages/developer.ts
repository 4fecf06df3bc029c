import type { InfoItem } from '../product-page.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

// Developer network (/developer), reached from the stores page's "Show Me The List".
export const developerPage = {
  /** What "Show Me The List" on /stores promises (spec 2.5 Ecommerce): what a store connects to, then who can help. */
  integrationsTitle: 'Payment providers',
  integrationsIntro:
    'Every store plan connects to these out of the box. Turn on the ones you need from your store dashboard.',
  payments: [
    { title: 'Stripe', text: 'Credit and debit cards, with payouts to your bank account.' },
    { title: 'PayPal', text: 'PayPal balance, Pay Later and cards through PayPal checkout.' },
    { title: 'Square', text: 'Cards online, with sales alongside your in-person Square payments.' },
    { title: 'Apple Pay and Google Pay', text: 'One-tap checkout on phones through your card processor.' },
    { title: 'Offline payments', text: 'Cash on delivery, bank transfer or check, confirmed by you.' },
  ] satisfies InfoItem[],
  integrationsListTitle: 'Connect your store to the tools you use',
  integrationsListIntro: 'Shipping, tax, marketing and reporting connect from the same dashboard.',
  integrations: [
    {
      title: 'Shipping rates',
      text: 'Live rates and labels from the major U.S. carriers, or your own flat and free rules.',
    },
    { title: 'Sales tax', text: 'Automatic U.S. sales tax rates by state and ZIP code at checkout.' },
    {
      title: 'Marketplaces and social',
      text: 'List products on social shops and marketplaces and keep stock in one place.',
    },
    { title: 'Email marketing', text: 'Send customers and subscribers to your email marketing tool.' },
    { title: 'Accounting', text: 'Export orders and payouts for your bookkeeping software or accountant.' },
    { title: 'Analytics', text: 'Traffic and sales reports, plus your own analytics tags.' },
  ] satisfies InfoItem[],
  trademarkNote:
    'Payment provider names are trademarks of their respective owners. Their use does not imply any affiliation with or endorsement by them.',
  listTitle: 'Experts who can help',
  listIntro:
    'Independent specialists who know our store builder and hosting. Tell us what you need and we will introduce you.',
  list: [
    { title: 'Store setup', text: 'Add your products, payment options, shipping and taxes so you can start selling.' },
    { title: 'Custom design', text: 'A look that matches your brand, built on a mobile-friendly theme.' },
    { title: 'Site migration', text: 'Move an existing website or store to your new plan.' },
    {
      title: 'WordPress development',
      text: 'Themes, plugins and custom features for WordPress and WooCommerce sites.',
    },
    {
      title: 'Search and marketing',
      text: 'Help customers find you with search basics, email campaigns and listings.',
    },
    { title: 'Ongoing care', text: 'Regular updates and changes when you would rather not do them yourself.' },
  ] satisfies InfoItem[],
  stepsTitle: 'How it works',
  steps: [
    'Call us and tell us about your project.',
    'We suggest specialists who fit your needs.',
    'You agree the work and price directly with them.',
  ],
  callText: 'Call us any time, day or night: we will listen to what you need and suggest specialists who fit.',
  note: 'Specialists in the network are independent businesses; their services are agreed and billed by them.',
} as const;

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const developerTexts = {
  ctaTitle: 'Tell us about your project',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  developer: {
    name: 'Developer Network',
    title: pageTitle('Developer Network'),
    description: 'Find independent developers and designers who can help with your online store.',
    h1: 'Developer network',
    intro: 'Independent developers and designers who know our store builder.',
    breadcrumbs: [['Developer Network', '/developer']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  developer: '2026-11-26',
} satisfies Record<string, string>;

/** The hero's picture: people at work (decision 285), drawn in public/people/scenes/. */
export const heroScene = {
  id: 'developer',
  alt: 'A developer at two screens, code on one and a server’s uptime on the other',
} as const;
