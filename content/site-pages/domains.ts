// Domains page and TLD pages copy (spec 2.5 Domains, 3 "TLD category", 9 domain prices).
import type { FaqItem } from '../../shared/content-types.ts';

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

/** The header's copy of the hero's call to action, a search (spec 4 "Hero"): it brings the visitor back to it. */
export const domainsHeroPin = 'Search domains';
