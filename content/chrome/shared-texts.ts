import { closeLabel } from './shell-texts.ts';

/** Texts of the small shared components (call-centre card, customer care, domain offer strip, gallery). */
export const callCentreCard = {
  heading: 'Talk to a real person, 24/7/365',
  text: 'Our support team is here around the clock to answer your questions.',
  /** Spec 9 wording. */
  callText: 'Contact us 24/7:',
} as const;

/** Spec 9: where the visitor looks for help (the header's Support menu, the call-centre card). */
export const contactUs247 = 'Contact us 24/7';

/** Spec 4 "Customer-care element by clock" (Pacific time). */
export const customerCare = {
  timeZone: 'America/Los_Angeles',
  care: {
    heading: 'Customer care is available now',
    text: 'Call our team for help with your account or a new plan. Specialists are in from 6am to 5pm Pacific; support answers 24/7.',
    callText: 'Call customer care',
  },
  consultation: {
    heading: 'Book a free consultation',
    text: 'Our team is away right now. Pick a time that suits you and we will call you back.',
    linkText: 'Request a consultation',
    link: '/webdesign/consultation',
  },
} as const;

export const domainOfferStripTexts = {
  heading: 'Domain deals',
  /** Beside each strip price: these are first-year promotions, not the yearly price tables show. */
  term: 'first year',
  cta: 'Search domains',
  link: '/domains',
  footnote:
    'Limited-time prices for the first year of a new registration; .AI is the first year of a two-year subscription. Prices renew at the then-current rate.',
} as const;

/** The WordPress theme image gallery: previews drawn here as SVG, with the colours of each theme. */
export const wordpressThemes: readonly { key: string; title: string; colors: readonly [string, string, string] }[] = [
  { key: 'harbor-cafe', title: 'Harbor Cafe', colors: ['#fdf6ec', '#b8401d', '#3d2a1e'] },
  { key: 'summit-law', title: 'Summit Law', colors: ['#f4f7fa', '#0b4f8a', '#14202e'] },
  { key: 'green-thumb', title: 'Green Thumb', colors: ['#eef7ef', '#1d6b3a', '#18301f'] },
  { key: 'studio-nine', title: 'Studio Nine', colors: ['#f6f0fb', '#6b2fa0', '#26123a'] },
];

export const themeGalleryTexts = {
  heading: 'WordPress themes for every business',
  previous: 'Previous theme',
  next: 'Next theme',
} as const;

export const disclaimerTexts = { defaultTitle: 'Offer details', close: closeLabel } as const;

/** Tooltips where a term on a price needs explaining (spec 2.4 "A tooltip shows on hover"). */
export const tooltipTexts = {
  iconLabel: 'More information',
  asteriskLabel: 'About this price',
  asterisk: 'Price for the first term of a new plan. Prices renew at the then-current rate.',
  save: 'Your saving on the first term against the regular price of the same term, rounded down to a whole percent.',
  renewalLabel: 'About renewal',
  renewal:
    'When the first term ends, the plan renews for a term of the same length at the price current then, not at this introductory price.',
} as const;

/** The header's copy of a hero whose call to action is a search (spec 4 "Hero"): it brings the visitor back to it. */
export const heroPinTexts = { domains: 'Search domains', local: 'Get Free Report' } as const;

/** The first item of every visible and structured breadcrumb trail. */
export const breadcrumbHomeLabel = 'Home';

/** The name of the breadcrumb trail's landmark. */
export const breadcrumbNavLabel = 'Breadcrumb';
