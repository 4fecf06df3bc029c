// Business Maker area copy (spec 1 "a business-creation bundle", 2.2 sub-pages): what every page of the area says
// alike, and each page's metadata. Each page's own words are in content/businessmaker/, loaded with that page only.
import type { PageMeta } from '../../shared/content-types.ts';
import { BUSINESSMAKER_PAGES } from '../../shared/route-families.ts';
import { pageTitle } from '../brand.ts';

/** The business-creation add-ons as /businessmaker/upgrade sells them (spec 7, 9; decision 068). */
export const businessMakerAddOnTexts = {
  title: 'Add-ons for your Business Maker plan',
  intro: 'Priced per month on a 12-month term, billed with your plan. Prices renew at the then-current rate.',
  cta: 'Add to my plan',
  items: {
    siteexp1a: { name: 'Website builder', text: 'A site built with a professional theme, on your own domain.' },
    bmonea: { name: 'Business email', text: 'One mailbox at your domain, with calendar and contacts.' },
    localstd: { name: 'Local listings Standard', text: 'Your details kept right on 70+ directories, maps and apps.' },
    localprem: { name: 'Local listings Premium', text: 'Listings plus review monitoring and more directory updates.' },
  } as Readonly<Record<string, { name: string; text: string }>>,
} as const;

/**
 * Each Business Maker page's meta description, written for that page (search results show it under the title).
 * Kept apart from the copy above so the page-metadata table loads these lines only.
 */
export const businessMakerDescriptions: Record<string, string> = {
  '': 'Plan, run and market a new small business from one dashboard: business plan, finance tracker, point of sale, legal help and a website.',
  howitworks:
    'Answer a few questions about your business and get a checklist of the steps that matter, each opening the tool that does the job.',
  solutions:
    'Business plan, finance tracker, point of sale, marketing and getting online: see which Business Maker tools fit each stage of your business.',
  businessplan:
    'Write a business plan by answering questions in plain language, then share a clear document with partners, lenders and investors.',
  financetracker:
    'Track income and expenses without a spreadsheet: snap receipts, see spending by category and export your records at tax time.',
  onlinebusiness:
    'Take your business online with a matching domain name, website and business email address, set up in the right order for you.',
  pos: 'Take card payments at a counter, market stall or on the go: a specialist suggests a point-of-sale set-up that fits how you sell.',
  marketing:
    'Help customers nearby find you and come back: correct listings on 70+ directories and maps, answered reviews and scheduled social posts.',
  legal:
    'Choose a business structure, form your company and keep formation documents together, with a legal services specialist a call away.',
  guides:
    'Short, practical guides for new owners: naming and registering a business, pricing, bookkeeping and finding your first customers online.',
  upgrade:
    'Add a website, more mailboxes or local listings to your Business Maker plan when you are ready, priced per month on a 12-month term.',
  getonline:
    'Get your business online in one go: register a domain, build a website and set up business email that matches your name.',
};

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const businessMakerTexts = {
  pointsTitle: 'What you get',
  moreTitle: 'More from Business Maker',
  moreLabel: 'Business Maker',
  callTitle: 'Questions? Call us.',
  callText: 'Our business team can help you choose where to start.',
  /** Link names of the overview ('') and the sub-pages (spec 2.2). */
  names: {
    '': 'Overview',
    howitworks: 'How it works',
    solutions: 'Solutions',
    businessplan: 'Business plan',
    financetracker: 'Finance tracker',
    onlinebusiness: 'Online business',
    marketing: 'Marketing',
    legal: 'Legal',
    guides: 'Guides',
    upgrade: 'Upgrade',
    getonline: 'Get online',
    pos: 'Point of sale',
  } as Readonly<Record<string, string>>,
} as const;

const businessMakerNames: Record<string, string> = {
  '': 'Business Maker',
  howitworks: 'How It Works',
  solutions: 'Solutions',
  businessplan: 'Business Plan',
  financetracker: 'Finance Tracker',
  onlinebusiness: 'Online Business',
  pos: 'Point of Sale',
  marketing: 'Marketing',
  legal: 'Legal',
  guides: 'Guides',
  upgrade: 'Upgrade',
  getonline: 'Get Online',
};

/** The head and opening of the Business Maker page and each of its sub-pages, by route id (shared/routes.ts). */
export const meta: Record<string, PageMeta> = {
  businessmaker: {
    name: 'Business Maker',
    title: pageTitle('Business Maker: Start and Run Your Business'),
    description: businessMakerDescriptions[''],
    h1: 'Business Maker',
    intro: 'Start, run and grow your business from one place.',
    breadcrumbs: [['Business Maker', '/businessmaker']],
  },
};
for (const sub of BUSINESSMAKER_PAGES) {
  const label = businessMakerNames[sub];
  meta[`businessmaker-${sub}`] = {
    name: `Business Maker ${label}`,
    title: pageTitle(`${label} | Business Maker`),
    description: businessMakerDescriptions[sub],
    h1: `Business Maker: ${label}`,
    intro: 'Part of the Business Maker tools for starting, running and growing a business.',
    breadcrumbs: [
      ['Business Maker', '/businessmaker'],
      [label, `/businessmaker/${sub}`],
    ],
  };
}

/** The day each page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified: Record<string, string> = Object.fromEntries(
  Object.keys(meta).map((id) => [id, '2026-11-26']),
);
