// Home page copy (spec 2.5 Home, 9 Claims). Kept short: every byte here ships in the home chunk.
import type { FaqItem, ProductBannerCard } from '../../shared/content-types.ts';
import { fromPrices } from '../catalogue/from-prices.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { brand, pageTitle } from '../brand.ts';

/** A deal's figures, named by its rate plan (shared/price-text.ts); the saving is left out when there is none. */
const dealPrices = (id: string) => ({ price: `{price:${id}}`, was: `{regular:${id}}/mo`, save: `SAVE {save:${id}}%` });

/** spec 3 "Product banner card": the three 12-month promos of spec 9; prices come from the catalogue. */
// The three $0.99 promotions (spec 9), each drawn as its own product: its icon, its accent (backgroundColor) and its
// name first. They are also the home page's hosting offers (spec 2.5), with their links to /hosting and /wordpress:
// hosting has this one section on the home page (decision 332).
export const hotDeals = [
  {
    id: 'whprofessional_t12m',
    ...dealPrices('whprofessional_t12m'),
    title: 'Web Hosting',
    subTitle: 'Professional plan',
    description: 'A free domain for the first year and a free SSL certificate.',
    button: 'Get web hosting',
    link: '/hosting',
    imageLink: 'server',
    backgroundColor: 'blue',
    more: 'View web hosting',
  },
  {
    id: 'wpstandard_t12m',
    ...dealPrices('wpstandard_t12m'),
    title: 'WordPress Hosting',
    subTitle: 'Standard plan',
    description: 'WordPress installed, updated and secured for you.',
    button: 'Get WordPress hosting',
    link: '/wordpress',
    imageLink: 'newspaper',
    backgroundColor: 'teal',
    more: 'View WordPress hosting',
  },
  {
    id: 'wooprofessional_t12m',
    ...dealPrices('wooprofessional_t12m'),
    title: 'WooCommerce Hosting',
    subTitle: 'Professional plan',
    description: 'WordPress with WooCommerce ready to sell, on the same fast hosting.',
    button: 'Get WooCommerce hosting',
    link: '/woocommerce',
    imageLink: 'shopping-cart',
    backgroundColor: 'plum',
    more: 'View WooCommerce hosting',
  },
] as const satisfies readonly ProductBannerCard[];

/** spec 9 Claims. */
export const whyChoose = [
  ['25 years', 'in business'],
  ['$80 billion+', 'sold'],
  ['5 million', 'websites hosted'],
] as const;

export const domainBenefits = [
  ['Look professional', 'A name of your own makes your business easy to find and to trust.'],
  ['Matching email', 'Use your domain for business email, so every message carries your name.'],
  ['Protect your brand', 'Register your name before someone else does.'],
] as const;

export const homeFaq: readonly FaqItem[] = [
  {
    questionText: 'Do I need hosting as well as a domain?',
    answerText: 'A domain is your address; hosting is where your site lives. You need both, or a website builder plan.',
  },
  {
    questionText: 'Which hosting is right for me?',
    answerText:
      'WordPress hosting if you build with WordPress; web hosting for other sites. Both include 24/7 support.',
  },
  {
    questionText: 'Is there a satisfaction guarantee?',
    answerText:
      'New Web Hosting and WordPress Hosting orders have a 30-day satisfaction guarantee, and so do customers who upgrade to either from a domain-only or standalone Business Email account, subject to the terms of service.',
  },
];

/** Headings and short copy of the home page's sections (spec 2.5 Home, in its order). */
export const homeTexts = {
  heroTrust: ['24/7 support by phone', '5 million websites hosted', '25 years in business'],
  searchLabel: 'Search for a domain name',
  chipsLabel: 'Popular extensions',
  /** Beside the chips: what the asterisk means (decision 091). */
  chipsNote:
    '*First year of a new registration during the limited-time offer; .AI is the first year of a two-year subscription. Prices renew at the then-current rate.',
  allExtensions: 'All extensions and prices',
  aiTitle: '.AI domains on sale',
  dealsEyebrow: 'Limited-time offers',
  dealsTitle: 'Hot deals',
  dealsNote:
    'Price per month for the first 12-month term, paid up front. Prices renew at the then-current rate. Plus applicable taxes and fees.',
  dealsWas: 'was',
  dealsTerm: '/mo for 12 months',
  helpIntro: 'Everything a small business needs to get online and be found, from one company and one support team.',
  whyTitle: 'Why small businesses choose us',
  whyIntro: 'A company that has been putting businesses online for a generation.',
  benefitsTitle: 'Why your business needs a domain',
  benefitsIntro: 'Your name on the web is the first thing customers see. Register it before someone else does.',
} as const;

/** spec 9 Claims, as the why-choose trust band (no reviews, ratings or logos: VISUAL.md). */
export const trustBand = [
  { value: '25 years', label: 'in business' },
  { value: '$80 billion+', label: 'sold' },
  { value: '5 million', label: 'websites hosted' },
  { value: '70+', label: 'local directories' },
  { value: '24/7', label: 'support by phone' },
  { value: '99.99%', label: 'uptime on hosting' },
] as const;

/** Each help card's "from" price: the products' shared wording (content/catalogue/from-prices.ts). */
export const helpCardPrices: Readonly<Record<string, string>> = {
  hosting: fromPrices.hosting,
  wordpress: fromPrices.wordpress,
  woocommerce: fromPrices.woocommerce,
  mail: fromPrices.mail,
  local: fromPrices.local,
  webdesign: fromPrices.webdesign,
};

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  home: {
    name: 'Home',
    title: pageTitle('Small Business Websites, Domains and Hosting'),
    description: `Find a domain, build a website, host it and get business email with ${brand.name}. Plans for small businesses, with 24/7 support.`,
    h1: 'Get your business online',
    intro: 'Domains, hosting, websites, online stores and business email, with support around the clock.',
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  home: '2026-11-26',
} satisfies Record<string, string>;

/** The hero's picture: people at work (decision 285), drawn in public/people/scenes/. */
export const heroScene = {
  id: 'owner',
  alt: 'A shop owner at the counter, the shop’s website open on a tablet',
} as const;
