import type { FaqItem } from '../../shared/content-types.ts';
import type { InfoItem } from '../product-page.ts';
import type { PageMeta, TrustFact } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
import { productFacts } from '../catalogue/product-facts.ts';

// Spec 9 quotes the builder's storage as 3 GB beside the plans' 5 and 10 GB: the 3 GB is what the editor holds for
// the site itself, inside the plan's storage (decision 265).
const builderStorage = `The website builder holds up to ${productFacts.websiteBuilderStorageGb} GB of your site's pages, photos and files.`;

export const websitesPage = {
  heroPoints: [
    'Professional themes for every kind of business',
    'Drag-and-drop editing, no code needed',
    'Free SSL certificate and 24/7 expert support',
  ],
  /** spec 2.5: calls to action go to /websites/themes on desktop and scroll to the plans on a phone. */
  heroCtaDesktop: 'Browse themes',
  heroCtaPhone: 'See plans',
  fromText: 'Plans from {price:siteexp1a_t12m}/mo',
  themesTitle: 'Start with a professional theme',
  themesIntro: 'Pick a design made for businesses like yours, then make it your own.',
  /** What screen readers call the theme carousel (its aria-roledescription). */
  carouselRole: 'carousel',
  carouselPrev: 'Previous themes',
  carouselNext: 'Next themes',
  carouselPause: 'Pause',
  carouselPlay: 'Play',
  allThemes: 'See all themes',
  /** The starter path: the editor works on a desktop, so on a phone it leads to the desktop-only notice (msgCode 2). */
  starterText: 'Want to try the editor before you choose a plan?',
  starterCta: 'Start with a theme',
  // Decision 330: what every plan includes, said once; the comparison under the cards holds what differs (storage).
  blurbsTitle: 'Everything to build your site yourself',
  blurbs: [
    {
      title: 'Drag and drop',
      text: 'Move text, photos and buttons where you want them and see the result right away.',
    },
    { title: 'Looks good on phones', text: 'Every theme adapts to phones, tablets and desktops.' },
    { title: 'Get found', text: 'Built-in SEO tools help customers find you in search results.' },
    {
      title: 'Secure from day one',
      text: 'A free domain for the first year, a free SSL certificate and 24/7 expert support on every plan.',
    },
  ] satisfies InfoItem[],
  upgradeTitle: 'Choose your website builder plan',
  /** decision 222: an upgrade link whose site or account id is malformed. */
  upgradeInvalidTitle: 'This upgrade link is not valid',
  upgradeInvalidText:
    'The link you followed to upgrade your website is incomplete or damaged, so we cannot show the plans for your site. Nothing has been ordered or charged.',
  upgradeInvalidHelp: 'Call our support team and we will upgrade your site with you:',
  upgradeInvalidAccount: 'Or sign in to your account and start the upgrade from your website dashboard.',
  faq: [
    {
      questionText: 'Do I need design or coding skills?',
      answerText: 'No. Choose a theme and change it with drag-and-drop tools.',
    },
    {
      questionText: 'What is the difference between Basic and Professional?',
      answerText: `Basic has 5 GB of storage and 1 email inbox. Professional has 10 GB, 5 email inboxes and private domain registration. ${builderStorage}`,
    },
    {
      questionText: 'Can I build my site on a phone?',
      answerText: 'You can buy a plan on any device. The editor works on a desktop or laptop computer.',
    },
    {
      questionText: 'What happens when my term ends?',
      answerText: 'Your plan renews for the same term. Prices renew at the then-current rate.',
    },
  ] satisfies FaqItem[],
} as const;

/** Hero trust lines: short facts (spec 9 claims only), each with its icon. */
export const websitesTrust: readonly TrustFact[] = [
  { text: '5 million websites hosted', icon: 'server' },
  { text: '25 years in business', icon: 'award' },
];

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  websites: {
    name: 'Website Builder',
    title: pageTitle('Website Builder with Professional Themes'),
    description:
      'Build your website yourself with drag-and-drop editing and professional themes, from {price:siteexp1a_t12m}/mo.',
    h1: 'Build your website yourself',
    intro: 'Pick a theme, drag and drop your content and publish, from {price:siteexp1a_t12m}/mo.',
    breadcrumbs: [['Website Builder', '/websites']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  websites: '2026-11-26',
} satisfies Record<string, string>;
