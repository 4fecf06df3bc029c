// Home page copy (spec 2.5 Home, 9 Claims). Kept short: every byte here ships in the home chunk.
import type { FaqItem } from './types.ts';

/** spec 3 "Product banner card": the three 12-month promos of spec 9; prices come from the catalogue. */
export const hotDeals = [
  ['Web Hosting', 'whprofessional_t12m'],
  ['WordPress Hosting', 'wpstandard_t12m'],
  ['WooCommerce Hosting', 'wooprofessional_t12m'],
] as const;

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

/** Title, text, link, button: spec 2.5 "hosting offers with buttons to /hosting and /wordpress". */
export const hostingOffers = [
  ['Web Hosting', 'Fast, secure hosting with 99.99% uptime.', '/hosting', 'View web hosting'],
  ['WordPress Hosting', 'WordPress installed, updated and secured for you.', '/wordpress', 'View WordPress hosting'],
] as const;

export const homeFaq: readonly FaqItem[] = [
  {
    questionText: 'Do I need hosting as well as a domain?',
    answerText: 'A domain is your address; hosting is where your site lives. You need both, or a website builder plan.',
  },
  {
    questionText: 'Which hosting is right for me?',
    answerText: 'WordPress hosting if you build with WordPress; web hosting for other sites. Both include 24/7 support.',
  },
  {
    questionText: 'Is there a satisfaction guarantee?',
    answerText: 'New Web Hosting and WordPress Hosting orders have a 30-day satisfaction guarantee, subject to the terms of service.',
  },
];
