import { featuredRatePlans } from '../catalogue/featured-rate-plans.ts';
import type { FaqItem } from '../../shared/content-types.ts';
import type { InfoItem } from '../product-page.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const wordpressPage = {
  visual: 'wordpress',
  heroPoints: [
    'WordPress installed and kept up to date',
    'Free SSL certificate and daily malware scanning',
    '24/7 expert support',
  ],
  heroCta: 'Choose Plan',
  // Short facts (spec 9 claims only), each drawn with the icon its wording calls for.
  trust: [
    { text: '30-day satisfaction guarantee', icon: 'badge-check' },
    { text: '5 million websites hosted', icon: 'server' },
    { text: '25 years in business', icon: 'award' },
  ],
  banner: {
    ratePlan: featuredRatePlans.wordpressBanner,
    label: 'WordPress hosting offer',
    // Spec 2.5's "as low as $3.99 for a limited time" and spec 9's $0.99 promotion of wpstandard_t12m, each with its
    // plan, its term, what follows it and the offer's dates (decision 312).
    text: 'Limited-time offer, 16 November 2026 to 28 February 2027 (Pacific time): WordPress Standard for {price:wpstandard_t12m}/mo for the first 12 months, then {regular:wpstandard_t12m}/mo. WordPress Starter as low as {price:wpstarter_t12m}/mo for the first 12 months, then {regular:wpstarter_t12m}/mo.',
    // Spec 2.5: the banner's button goes to WordPress Standard's checkout, so it says so.
    cta: 'Get WordPress Standard',
  },
  // Decision 330: what every plan includes, said once; the comparison under the cards holds what differs.
  featuresTitle: 'WordPress without the busywork',
  features: [
    { title: 'Ready in minutes', text: 'WordPress comes pre-installed, so you can pick a theme and start writing.' },
    { title: 'Automatic updates', text: 'We keep WordPress up to date for you, so your site stays current.' },
    { title: 'Themes and plugins', text: 'Choose from thousands of themes and plugins to shape your site.' },
    { title: 'A domain on us', text: 'Every plan includes a free domain for the first year.' },
    {
      title: 'Security built in',
      text: 'A free SSL certificate, daily malware scanning and DDoS protection on every plan.',
    },
    { title: 'Help around the clock', text: 'Our experts answer 24/7 by phone, from setup to your first post.' },
  ] satisfies InfoItem[],
  faq: [
    {
      questionText: 'What is the difference between Starter and Standard?',
      answerText:
        'Starter has 500 GB bandwidth, 25 email accounts, 50 subdomains and 10 databases. Standard has unlimited bandwidth, 50 email accounts, 100 subdomains and 25 databases.',
    },
    {
      questionText: 'Do I need to install WordPress myself?',
      answerText: 'No. WordPress is pre-installed on every plan and updated automatically.',
    },
    {
      questionText: 'Is there a money-back guarantee?',
      answerText:
        'New WordPress Hosting orders have a 30-day satisfaction guarantee. So do customers who upgrade to WordPress Hosting from a domain-only or standalone Business Email account. Both are subject to the terms of service.',
    },
    {
      questionText: 'What happens when my term ends?',
      answerText: 'Your plan renews for the same term. Prices renew at the then-current rate.',
    },
  ] satisfies FaqItem[],
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  wordpress: {
    name: 'WordPress Hosting',
    title: pageTitle('Managed WordPress Hosting'),
    description:
      'WordPress hosting set up for speed and security, with plans from {price:wpstarter_t12m|wpstandard_t12m}/mo for the first 12 months.',
    h1: 'WordPress hosting, ready when you are',
    intro: 'WordPress installed, updated and secured for you.',
    breadcrumbs: [['WordPress Hosting', '/wordpress']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  wordpress: '2026-11-26',
} satisfies Record<string, string>;
