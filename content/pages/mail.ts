import type { FaqItem } from '../../shared/content-types.ts';
import type { InfoItem } from '../product-page.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const mailPage = {
  visual: 'mail',
  heroPoints: ['1 TB storage per mailbox', 'Up to 30 aliases per account', 'Works with any email app'],
  heroCta: 'Choose Plans',
  // Short facts (spec 9 claims only), each drawn with the icon its wording calls for.
  trust: [
    { text: '24/7 support by phone', icon: 'headphones' },
    { text: '25 years in business', icon: 'award' },
  ],
  fromText: 'Plans from {price:bmonea_t12m}/mo',
  aliasesTitle: 'One mailbox, many addresses',
  // Spec 9: 20 or more mailboxes are sold by phone; the support card's number follows this section.
  teamsNote: 'Need 20 or more mailboxes? Call us and we will set up a plan for your team.',
  aliasesIntro: 'Add up to 30 aliases per account, such as sales@ or hello@, and read them all in one inbox.',
  aliases: [
    'sales@ for new enquiries',
    'support@ for customers',
    'billing@ for invoices',
    'hello@ for everything else',
  ],
  featuresTitle: 'Email built for business',
  features: [
    { title: 'Your own domain', text: 'Send from name@yourbusiness.com and look professional in every inbox.' },
    {
      title: 'Works with any email app',
      text: 'Read your mail on your phone, your computer or in the browser, with the app you already use.',
    },
    {
      title: 'Spam and virus protection',
      text: 'Unwanted mail and harmful attachments are filtered before they reach you.',
    },
  ] satisfies InfoItem[],
  faq: [
    { questionText: 'How much storage does each mailbox have?', answerText: 'Every mailbox has 1 TB of storage.' },
    { questionText: 'How many aliases can I add?', answerText: 'Up to 30 aliases per account.' },
    {
      questionText: 'What uptime can I expect?',
      answerText:
        'Business Email is built for 99.9% uptime, monitored around the clock. (Our web hosting platform is built for 99.99%.)',
    },
    {
      questionText: 'I need more than 10 mailboxes. What can I do?',
      answerText:
        'Our largest plan online has 10 mailboxes. For more than 10, call us and we will set up a plan for your team by phone; teams of 20 or more mailboxes are always set up that way.',
    },
    {
      questionText: 'What happens when my term ends?',
      answerText: 'Your plan renews for the same term. Prices renew at the then-current rate.',
    },
  ] satisfies FaqItem[],
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  mail: {
    name: 'Business Email',
    title: pageTitle('Professional Business Email'),
    description: 'Email at your own domain with 1 TB of storage per mailbox, from {price:bmonea_t12m} per month.',
    h1: 'Business email at your own domain',
    intro: 'Professional email from {price:bmonea_t12m} per month.',
    breadcrumbs: [['Business Email', '/mail']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  mail: '2026-11-26',
} satisfies Record<string, string>;
