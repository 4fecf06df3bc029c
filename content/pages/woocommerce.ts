import { featuredRatePlans } from '../catalogue/featured-rate-plans.ts';
import type { FaqItem } from '../../shared/content-types.ts';
import type { InfoItem } from '../product-page.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const woocommercePage = {
  visual: 'woocommerce',
  heroPoints: [
    'WordPress and WooCommerce ready to sell',
    'Free SSL certificate for secure checkout',
    '24/7 expert support',
  ],
  heroCta: 'See plans',
  // Short facts (spec 9 claims only), each drawn with the icon its wording calls for.
  trust: [
    { text: '5 million websites hosted', icon: 'server' },
    { text: '25 years in business', icon: 'award' },
  ],
  banner: {
    ratePlan: featuredRatePlans.woocommerceBanner,
    label: 'WooCommerce hosting offer',
    text: 'WooCommerce Professional for {price:wooprofessional_t12m}/mo for the first 12 months, was {regular:wooprofessional_t12m}/mo.',
    cta: 'Get this offer',
  },
  // Decision 330: what every plan includes, said once; the comparison under the cards holds what differs.
  featuresTitle: 'Made for WooCommerce stores',
  features: [
    {
      title: 'Ready to sell',
      text: 'WordPress and WooCommerce are set up for you, so you can add products right away.',
    },
    {
      title: 'Secure checkout',
      text: 'A free SSL certificate encrypts every order, with daily malware scanning and DDoS protection behind it.',
    },
    { title: 'Always up to date', text: 'Automatic WordPress updates keep your store current.' },
    { title: 'Themes and plugins', text: 'Thousands of themes and plugins to shape your store.' },
    { title: 'A domain on us', text: 'Every plan includes a free domain for the first year.' },
    {
      title: 'Help around the clock',
      text: 'Our experts answer 24/7 by phone, from your first product to your busiest day.',
    },
  ] satisfies InfoItem[],
  faq: [
    {
      questionText: 'How do the two plans differ?',
      answerText:
        'Standard has 500 GB bandwidth, 25 email accounts, 50 subdomains and 10 databases. Professional has unlimited bandwidth, 50 email accounts, 100 subdomains and 25 databases.',
    },
    {
      questionText: 'Can I move an existing store?',
      answerText: 'Yes. Our support team can help you move your WooCommerce store, 24/7.',
    },
    {
      questionText: 'What happens when my term ends?',
      answerText: 'Your plan renews for the same term. Prices renew at the then-current rate.',
    },
  ] satisfies FaqItem[],
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  woocommerce: {
    name: 'WooCommerce Hosting',
    title: pageTitle('WooCommerce Hosting'),
    description: 'Hosting built for WooCommerce stores, with WordPress and WooCommerce ready to sell.',
    h1: 'WooCommerce hosting for growing stores',
    intro: 'Run your WooCommerce store on hosting made for it.',
    breadcrumbs: [['WooCommerce Hosting', '/woocommerce']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  woocommerce: '2026-11-26',
} satisfies Record<string, string>;
