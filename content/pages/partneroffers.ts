import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
// Partner offers page (spec 3 "Offer card": ribbon, why text, details, footer, call-to-action text and link).
// Prices are filled from the catalogue snapshot (shared/price-text.ts): each text names the rate plan it quotes.
export interface OfferCard {
  ribbon: string;
  whyText: string;
  details: string;
  footer: string;
  ctaText: string;
  /** Rate plan the call to action buys (a checkout link), or a site path. */
  ratePlanId?: string;
  link?: string;
}

export const offerCards: readonly OfferCard[] = [
  {
    ribbon: 'Web Hosting',
    whyText: 'Professional hosting for {price:whprofessional_t12m}/mo',
    details:
      'Unlimited bandwidth, 100 email accounts and a free domain for the first year. Was {regular:whprofessional_t12m}/mo.',
    footer: '12-month term. Prices renew at the then-current rate.',
    ctaText: 'Get web hosting',
    ratePlanId: 'whprofessional_t12m',
  },
  {
    ribbon: 'WordPress',
    whyText: 'WordPress Standard for {price:wpstandard_t12m}/mo',
    details:
      'WordPress pre-installed with unlimited bandwidth and 50 email accounts. Was {regular:wpstandard_t12m}/mo.',
    footer: '12-month term. Prices renew at the then-current rate.',
    ctaText: 'Get WordPress hosting',
    ratePlanId: 'wpstandard_t12m',
  },
  {
    ribbon: 'WooCommerce',
    whyText: 'WooCommerce Professional for {price:wooprofessional_t12m}/mo',
    details: 'Everything your store needs, with unlimited bandwidth. Was {regular:wooprofessional_t12m}/mo.',
    footer: '12-month term. Prices renew at the then-current rate.',
    ctaText: 'Get WooCommerce hosting',
    ratePlanId: 'wooprofessional_t12m',
  },
  {
    ribbon: 'Business Email',
    whyText: 'Email at your domain from {price:bmonea_t12m}/mo',
    details: '1 TB storage per mailbox and up to 30 aliases per account.',
    footer: '12-month term. Prices renew at the then-current rate.',
    ctaText: 'See email plans',
    link: '/mail',
  },
  {
    ribbon: 'Website Builder',
    whyText: 'Build it yourself from {price:siteexp1a_t12m}/mo',
    details: 'Professional themes and drag-and-drop editing.',
    footer: '12-month term. Prices renew at the then-current rate.',
    ctaText: 'See builder plans',
    ratePlanId: 'siteexp1a_t12m',
    link: '/websites',
  },
];

export const offersPage = {
  title: 'Current offers',
  intro: 'Limited-time prices on our most popular plans.',
  /** The rebranding banner's offer, stated where its "See the offers" lands. */
  rebrandTitle: 'Our new-look offer: 23% off',
  rebrandRibbon: 'New look',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  partneroffers: {
    name: 'Partner Offers',
    title: pageTitle('Partner Offers'),
    description:
      'Deals from companies we work with, chosen for small businesses. See what each partner offer includes and what it costs.',
    h1: 'Partner offers',
    intro: 'Deals from companies we work with, chosen for small businesses.',
    breadcrumbs: [['Partner Offers', '/partneroffers']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  partneroffers: '2026-11-26',
} satisfies Record<string, string>;
