// /buildmyself copy (spec 2.5 "Build myself").
import type { FaqItem } from '../../shared/content-types.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

export const buildOptions = {
  builder: {
    tab: 'Website Builder',
    planId: 'siteexp1a',
    ratePlanId: 'siteexp1a_t12m',
    price: '{price:siteexp1a_t12m}',
    /** What follows the first term, where its price is a promotion; null when the price is the regular one. */
    after: null,
    pitch: 'Drag and drop your way to a finished site. Best if you want something simple to run.',
    points: ['Professional themes to start from', 'Drag-and-drop editing, no code', 'Hosting and security included'],
    link: '/websites',
    cta: 'See website builder plans',
  },
  wordpress: {
    tab: 'WordPress Hosting',
    planId: 'wpstarter',
    ratePlanId: 'wpstarter_t12m',
    // The lowest first-term price of the WordPress plans, as /wordpress sells it (decision 312).
    price: '{price:wpstarter_t12m|wpstandard_t12m}',
    after: 'WordPress Standard for the first 12 months, then {regular:wpstarter_t12m|wpstandard_t12m}/mo',
    pitch: 'The flexibility of WordPress, installed and kept up to date for you. Best if you want full control.',
    points: ['Thousands of themes and plugins', 'Automatic WordPress updates', 'Room to grow with your business'],
    link: '/wordpress',
    cta: 'See WordPress hosting plans',
  },
} as const;

export type BuildOption = keyof typeof buildOptions;

export const buildMyselfFaq: readonly FaqItem[] = [
  {
    questionText: 'Which is easier to learn?',
    answerText: 'The website builder: you edit the page you see. WordPress has more to learn but more you can change.',
  },
  {
    questionText: 'Can I move my content from the retired site builder?',
    answerText:
      'You can copy your text and images into either option. If you would rather not, our experts can build the site for you.',
  },
  {
    questionText: 'Do both options include hosting?',
    answerText: 'Yes. Both include hosting and a free SSL certificate.',
  },
];

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const buildMyselfTexts = {
  expertsTitle: 'Rather not do it yourself?',
  expertsText: 'Our designers can build your site for you.',
  expertsCta: 'Let experts build my site',
  compareTitle: 'Two ways to build it yourself',
  themesTitle: 'Themes to start from',
  switchLabel: 'Choose what to see',
  /** Before the monthly price; the space before the price is part of it. */
  from: 'from ',
  perMonth: '/mo',
  termNote: 'Prices for a 12-month term. Prices renew at the then-current rate.',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  buildmyself: {
    name: 'Build Myself',
    title: pageTitle('Build Your Own Website'),
    description: 'Compare the website builder and WordPress hosting and choose how you want to build.',
    h1: 'I will build my site',
    intro: 'Compare the website builder and WordPress hosting side by side.',
  },
} satisfies Record<string, PageMeta>;
