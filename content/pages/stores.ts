import type { FaqItem } from '../../shared/content-types.ts';
import type { InfoItem } from '../product-page.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const storesPage = {
  visual: 'stores',
  heroPoints: [
    'Transaction fees from 0.75%',
    '1,000 email accounts on every plan',
    'Free SSL certificate and secure payments',
  ],
  heroCta: 'See store plans',
  // Short facts (spec 9 claims only), each drawn with the icon its wording calls for.
  trust: [
    { text: '24/7 support by phone', icon: 'headphones' },
    { text: '25 years in business', icon: 'award' },
  ],
  // Decision 330: one list of what every plan includes; the comparison under the cards holds what differs.
  sellTitle: 'Everything to sell online',
  sell: [
    { title: 'Unlimited products', text: 'List as many products as you like, with photos, options and stock levels.' },
    { title: 'Secure payments', text: 'Take card payments through trusted payment providers, protected by SSL.' },
    { title: 'Mobile-friendly themes', text: 'Your store looks right on phones, tablets and desktops.' },
    { title: 'Built-in SEO tools', text: 'Help shoppers find your products in search results.' },
    { title: 'Drag-and-drop editor', text: 'Change your pages without writing code.' },
    { title: '24/7 expert support', text: 'Our team is here whenever you have a question.' },
  ] satisfies InfoItem[],
  developerTitle: 'Payment providers, integrations and experts',
  developerText:
    'See the payment providers and tools your store connects to, and the kinds of help our specialists can introduce you to.',
  developerCta: 'Show Me The List',
  faq: [
    {
      questionText: 'What are the transaction fees?',
      answerText: 'Basic charges 1.5% per transaction, Standard 1% and Professional 0.75%.',
    },
    {
      questionText: 'How many email accounts do I get?',
      answerText: 'Every store plan includes 1,000 email accounts.',
    },
    {
      questionText: 'Can someone build my store for me?',
      answerText:
        'Yes. Our developer network page describes the help on offer (store setup, custom design, migration); it does not list individual experts. Tell us what you need and we will introduce you to an independent specialist.',
    },
    {
      questionText: 'What happens when my term ends?',
      answerText: 'Your plan renews for the same term. Prices renew at the then-current rate.',
    },
  ] satisfies FaqItem[],
  trademarkNote:
    'Payment provider names and logos are trademarks of their respective owners. Their use does not imply any affiliation with or endorsement by them.',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  stores: {
    name: 'Ecommerce',
    title: pageTitle('Online Store Builder for Small Business'),
    description: 'Sell online with a store you build yourself. Three plans with transaction fees from 0.75%.',
    h1: 'Build an online store that sells',
    intro: 'Everything you need to list products, take orders and get paid.',
    breadcrumbs: [['Online Stores', '/stores']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  stores: '2026-11-26',
} satisfies Record<string, string>;
