import { featuredRatePlans } from '../catalogue/featured-rate-plans.ts';
import type { FaqItem } from '../../shared/content-types.ts';
import type { InfoItem } from '../product-page.ts';

import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const hostingPage = {
  visual: 'hosting',
  heroPoints: [
    '99.99% uptime, monitored around the clock',
    'Free SSL certificate on every plan',
    '24/7 expert support by phone',
  ],
  heroCta: 'See hosting plans',
  // Short facts (spec 9 claims only), each drawn with the icon its wording calls for.
  trust: [
    { text: '30-day satisfaction guarantee', icon: 'badge-check' },
    { text: '5 million websites hosted', icon: 'server' },
    { text: '25 years in business', icon: 'award' },
  ],
  banner: {
    ratePlan: featuredRatePlans.hostingBanner,
    label: 'Web hosting offer',
    text: 'Professional hosting for {price:whprofessional_t12m}/mo for the first 12 months, was {regular:whprofessional_t12m}/mo.',
    note: 'Includes a free domain for the first year and a free SSL certificate.',
    cta: 'Get this offer',
  },
  // Decision 330: the comparison under the price cards holds what differs between the plans (their limits); what
  // every plan has is said once, here, with the guarantee and the support that were the page's offers. Security has
  // its own band below (spec 2.5), so this list does not repeat it.
  includesTitle: 'What all plans include',
  includes: [
    {
      title: 'Free domain for the first year',
      text: 'Register your business name with any plan. Your email accounts, databases and subdomains run on it.',
    },
    {
      title: 'Website builder and one-click apps',
      text: 'Build with drag and drop, or install WordPress and other apps in one click.',
    },
    {
      title: '30-day satisfaction guarantee',
      text: 'New Web Hosting orders are covered for 30 days, and so are upgrades to Web Hosting from a domain-only or standalone Business Email account, subject to the terms of service.',
    },
    {
      title: '24/7 expert support',
      text: 'Our support team answers 24/7 by phone, whether you are launching or moving a site.',
    },
  ] satisfies InfoItem[],
  securityTitle: 'Security on every plan',
  securityIntro: 'Your site and your visitors are protected from day one.',
  security: [
    { title: 'Free SSL certificate', text: 'Encrypt every page so browsers show your site as secure.' },
    { title: 'Daily malware scanning', text: 'We check your files every day and tell you if anything looks wrong.' },
    { title: 'DDoS protection', text: 'Traffic floods are filtered before they can slow your site down.' },
  ] satisfies InfoItem[],
  faq: [
    {
      questionText: 'What uptime can I expect?',
      answerText:
        'Our hosting platform is built for 99.99% uptime, monitored around the clock. Business Email is built for 99.9% uptime.',
    },
    {
      questionText: 'Which plan is right for me?',
      answerText:
        'Essentials suits a first website with 100 GB bandwidth. Advanced gives 500 GB for several sites. Professional has unlimited bandwidth, 100 email accounts and 25 databases.',
    },
    {
      questionText: 'Is a domain included?',
      answerText: 'Yes. Every hosting plan includes a free domain for the first year.',
    },
    {
      questionText: 'Is there a money-back guarantee?',
      answerText:
        'New Web Hosting orders have a 30-day satisfaction guarantee. So do customers who upgrade to Web Hosting from a domain-only or standalone Business Email account. Both are subject to the terms of service.',
    },
    {
      questionText: 'What happens when my term ends?',
      answerText: 'Your plan renews for the same term. Prices renew at the then-current rate.',
    },
  ] satisfies FaqItem[],
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  hosting: {
    name: 'Web Hosting',
    title: pageTitle('Web Hosting with 99.99% Uptime'),
    description: 'Fast, secure shared web hosting with free email accounts, databases and 24/7 support.',
    h1: 'Web hosting you can count on',
    intro: 'Reliable hosting with 99.99% uptime for small-business websites.',
    breadcrumbs: [['Web Hosting', '/hosting']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  hosting: '2026-11-26',
} satisfies Record<string, string>;
