// Domains page and TLD pages copy (spec 2.5 Domains, 3 "TLD category", 9 domain prices).
import type { FaqItem } from '../../shared/content-types.ts';

import type { PageMeta, TrustFact } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

/** spec 3 "TLD category": key, name, header, subhead, extensions. */
export interface TldCategory {
  key: string;
  name: string;
  header: string;
  subhead: string;
  extensions: readonly string[];
}

const categories: TldCategory[] = [
  {
    key: 'hobbies',
    name: 'Hobbies',
    header: 'Share what you love',
    subhead: 'Names for clubs, blogs and side projects.',
    extensions: ['club', 'fit', 'xyz', 'me', 'site', 'online'],
  },
  {
    key: 'entrepreneurs',
    name: 'Entrepreneurs',
    header: 'Launch your next idea',
    subhead: 'Names that say business from day one.',
    extensions: ['com', 'biz', 'online', 'store', 'shop', 'us'],
  },
  {
    key: 'products',
    name: 'Products and Services',
    header: 'Show what you sell',
    subhead: 'Names for shops, services and product pages.',
    extensions: ['store', 'shop', 'online', 'site', 'click', 'top'],
  },
  {
    key: 'professional',
    name: 'Professional',
    header: 'Look the part',
    subhead: 'Trusted extensions for firms and organisations.',
    extensions: ['com', 'net', 'org', 'info', 'biz', 'us'],
  },
  {
    key: 'sports',
    name: 'Sports and Entertainment',
    header: 'Bring your fans together',
    subhead: 'Names for teams, gyms, events and shows.',
    extensions: ['club', 'fit', 'top', 'click', 'xyz', 'online'],
  },
  {
    key: 'food',
    name: 'Food',
    header: 'Serve it up online',
    subhead: 'Names for restaurants, cafes and food makers.',
    extensions: ['shop', 'store', 'club', 'site', 'online', 'com'],
  },
];

const all = [...new Set(categories.flatMap((c) => c.extensions))].sort();

export const tldCategories: readonly TldCategory[] = [
  ...categories,
  {
    key: 'all',
    name: 'All Extensions',
    header: 'Every extension we feature',
    subhead: 'Pick the ending that fits your name.',
    extensions: all,
  },
];

/** spec 2.5: the four-step guide. */
export const domainSteps = [
  ['Choose your domain name', 'Keep it short, easy to spell and close to your business name.'],
  ['Choose your extension', '.com is the best known; extensions like .shop or .club say what you do.'],
  ['Protect it', 'Add privacy protection and renew on time so your name stays yours.'],
  ['Get all the extensions', 'Register the main extensions of your name so nobody else can use them.'],
] as const;

export const domainInfo = [
  ['Search in seconds', 'Type a name and see what is available, then finish your order at checkout.'],
  ['Simple management', 'Point your domain to your website and email from one dashboard.'],
  ['Support around the clock', 'Our team is available 24/7 to help with set-up and renewals.'],
] as const;

export const domainBenefitsList = [
  'A professional web address customers remember',
  'Email addresses at your own name',
  'Easy connection to hosting, a website builder or an online store',
  'Renewal reminders before your registration runs out',
] as const;

export const domainsFaq: readonly FaqItem[] = [
  {
    questionText: 'How long is a domain registered for?',
    answerText: 'Domains are registered for a term of one or more years, and you can renew before the term ends.',
  },
  {
    questionText: 'Why does the renewal price differ from the first-year price?',
    answerText: 'The first-year price is a sale price. Prices renew at the then-current rate.',
  },
  {
    questionText: 'Which extension should I choose?',
    answerText:
      'If the .com of your name is free, it is a safe choice. Otherwise pick an extension that describes your business, such as .shop, .club or .online.',
  },
  {
    questionText: 'Can I use my domain with email?',
    answerText: 'Yes. Add business email to get addresses at your own domain.',
  },
];

export const domainDisclaimer =
  'Sale prices apply to the first year of a new registration only. Prices renew at the then-current rate. Plus applicable taxes and fees. Availability of any name is confirmed at checkout.';

/** The header's copy of the hero's call to action, a search (spec 4 "Hero"): it brings the visitor back to it. */
export const domainsHeroPin = 'Search domains';

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const domainsTexts = {
  searchLabel: 'Search for a domain name',
  infoTitle: 'Everything you need to claim your name',
  pricesTitle: 'Domain prices',
  pricesIntro: 'The first-year sale price of a new registration, and the yearly price it renews at.',
  pricesCaption: 'Domain prices per year',
  colExtension: 'Extension',
  colFirstYear: 'First year',
  colRegular: 'Renews at',
  /** The mark beside a first-year price that is a sale. */
  saleMark: 'Sale',
  /** Header of the column of register links (read by screen readers only; the links name themselves). */
  colRegister: 'Register',
  /** Each price row's link to domain checkout; the hidden part completes its name, e.g. "Register a .org domain". */
  register: 'Register',
  /** `tld` is without its dot, e.g. "org"; the leading space is part of it. */
  registerTld: (tld: string) => ` a .${tld} domain`,
  tldsTitle: 'Find the right extension',
  tldsLabel: 'Domain extension categories',
  stepsTitle: 'Get your domain in four steps',
  benefitsTitle: 'What a domain does for your business',
  disclaimerTitle: 'Disclaimer',
  /** Extension card link, to the extension's own page. `tld` is without its dot, e.g. "org". */
  aboutTld: (tld: string) => `About .${tld} domains`,
  /** Extension card text when the extension has no page of its own. */
  searchTld: (tld: string) => `Search above to check a .${tld} name`,
} as const;

/** Hero trust lines: short facts (spec 9 claims only), each with its icon. */
export const domainsTrust: readonly TrustFact[] = [
  { text: '24/7 support by phone', icon: 'headphones' },
  { text: '25 years in business', icon: 'award' },
];

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  domains: {
    name: 'Domains',
    title: pageTitle('Domain Name Search and Registration'),
    description: 'Search for the perfect domain name and register it, with extensions for every kind of business.',
    h1: 'Your ideal domain name is a search away',
    intro: 'Search, compare extensions and register the name that fits your business.',
    breadcrumbs: [['Domains', '/domains']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  domains: '2026-11-26',
} satisfies Record<string, string>;
