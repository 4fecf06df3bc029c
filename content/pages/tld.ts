import { TLD_PAGES } from '../../shared/route-families.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
import type { FaqItem } from '../../shared/content-types.ts';

/** Copy of one /tlds/{tld}-domain page; missing entries fall back to generic text. */
export const tldPitch: Record<string, string> = {
  me: 'Personal and memorable: ideal for portfolios, resumes and personal brands.',
  us: 'Show customers you are an American business.',
  info: 'A natural home for guides, resources and information sites.',
  online: 'Tell everyone your business is online, in one word.',
  biz: 'Made for business: short, clear and easy to remember.',
  club: 'For clubs, communities, teams and fans.',
  top: 'Short and bold, for brands that aim high.',
  click: 'Short, memorable and made for the web.',
  org: 'Trusted by non-profits, charities and communities.',
  fit: 'For gyms, trainers, coaches and healthy living.',
  net: 'A classic choice for tech, networks and online services.',
  site: 'Simple and clear: a website, for anything.',
  xyz: 'Flexible and modern, for any idea.',
  com: 'The address people type first: the most familiar extension for any business.',
  shop: 'Say what you sell before anyone clicks: made for online shops and stores.',
  store: 'A clear home for your online store, easy to say and easy to remember.',
};

/** Each /tlds/{tld}-domain page's meta description, written for that extension. */
export const tldDescriptions: Record<string, string> = {
  me: 'Register a .ME domain for a portfolio, resume or personal brand: a short, memorable address that is all about you.',
  us: 'Register a .US domain and show customers you are an American business, with a web address and email that say so.',
  info: 'Register a .INFO domain for guides, FAQs, resource libraries and information sites that help people find answers.',
  online:
    'Register a .ONLINE domain and tell everyone your business is online in one word. Short names are often still available.',
  biz: 'Register a .BIZ domain made for business: a short, clear address for your shop, services or company website and email.',
  club: 'Register a .CLUB domain for your club, team, community or fan group: one place for news, events and members.',
  top: 'Register a .TOP domain, a short and bold address for brands that aim high, with names that are still free to claim.',
  click:
    'Register a .CLICK domain: a short, web-native address that invites visitors to act, for campaigns, links and landing pages.',
  org: 'Register a .ORG domain, the extension people trust for non-profits, charities, schools and community organizations.',
  fit: 'Register a .FIT domain for your gym, personal training, coaching or healthy-living brand, and get members to your classes.',
  net: 'Register a .NET domain, the classic choice for tech companies, networks and online services, or when the .com is taken.',
  site: 'Register a .SITE domain: a simple, clear address for any website, from a one-page business card to a full online store.',
  xyz: 'Register a .XYZ domain, a flexible and modern extension for any idea, start-up or side project, with short names available.',
  com: 'Register a .COM domain, the address customers type first and trust most, for your business website and email.',
  shop: 'Register a .SHOP domain and tell customers what you sell before they click, for online shops of every size.',
  store:
    'Register a .STORE domain, a clear and memorable address for your online store, its products and its checkout.',
};

export const tldBenefits = [
  ['Available names', 'Newer extensions often have the short name you want still free.'],
  ['Works everywhere', 'Use it for your website and email, just like a .com.'],
  ['Easy to connect', 'Point it to hosting, a website builder or an online store.'],
] as const;

export function tldFaq(ext: string): FaqItem[] {
  return [
    {
      questionText: `Who can register a ${ext} domain?`,
      answerText: `Anyone can search for a ${ext} name. Any eligibility rules for the extension are checked at checkout.`,
    },
    {
      questionText: `Can I use a ${ext} domain for email?`,
      answerText: `Yes. Add business email to get addresses that end in your ${ext} name.`,
    },
    {
      questionText: 'How do renewals work?',
      answerText: 'Prices renew at the then-current rate. We remind you before your registration runs out.',
    },
  ];
}

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const tldTexts = {
  /** "{ext}" is the extension with its dot, e.g. ".org". */
  benefitsTitle: 'Why choose a {ext} domain',
  compareAll: 'Compare all domain extensions',
  /** Name of the hero's search field. `ext` is the extension with its dot, e.g. ".org". */
  searchLabel: (ext: string) => `Search for a ${ext} domain name`,
  /** Read before the struck-out price; the space before the price is part of it. */
  regularPrice: 'regular price ',
  /** Before the renewal note; the space after it is part of it. */
  firstYearNote: 'first year. ',
  /** Before the live first-year price text. */
  firstYearLabel: 'First year: ',
  /** When no price is known; the renewal note follows. `ext` is the extension with its dot, e.g. ".org". */
  priceAtCheckout: (ext: string) => `The price of your ${ext} name is shown at checkout. `,
} as const;

/** The hero picture of an extension's page (client/pages/tld/tld-visual.tsx): a sample name, not a customer's. */
export const tldVisualTexts = {
  name: 'yourname',
  mailbox: 'hello',
  emailLabel: 'Business email',
  /** `ext` is the extension with its dot, e.g. ".org". */
  alt: (ext: string) =>
    `A website at the address yourname${ext} in a browser, and the business email address hello@yourname${ext} beside it.`,
} as const;

/** The head and opening of each extension's page, by route id (shared/routes.ts). */
export const meta: Record<string, PageMeta> = {};
for (const tld of TLD_PAGES) {
  const ext = `.${tld.toUpperCase()}`;
  meta[`tld-${tld}`] = {
    name: `${ext} domains`,
    title: pageTitle(`Register a ${ext} Domain`),
    description: tldDescriptions[tld],
    h1: `Register your ${ext} domain`,
    intro: `Search for an available ${ext} name and register it in minutes.`,
    breadcrumbs: [
      ['Domains', '/domains'],
      [`${ext} Domains`, `/tlds/${tld}-domain`],
    ],
  };
}

/** The day each page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified: Record<string, string> = {
  ...Object.fromEntries(TLD_PAGES.map((tld) => [`tld-${tld}`, '2026-11-26'])),
  'tld-com': '2026-11-28',
  'tld-shop': '2026-11-28',
  'tld-store': '2026-11-28',
};
