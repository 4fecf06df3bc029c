// /buildmyself copy (spec 2.5 "Build myself").
import type { FaqItem } from '../../shared/content-types.ts';

export const buildOptions = {
  builder: {
    tab: 'Website Builder',
    planId: 'siteexp1a',
    ratePlanId: 'siteexp1a_t12m',
    price: '{price:siteexp1a_t12m}',
    pitch: 'Drag and drop your way to a finished site. Best if you want something simple to run.',
    points: ['Professional themes to start from', 'Drag-and-drop editing, no code', 'Hosting and security included'],
    link: '/websites',
    cta: 'See website builder plans',
  },
  wordpress: {
    tab: 'WordPress Hosting',
    planId: 'wpstarter',
    ratePlanId: 'wpstarter_t12m',
    price: '{price:wpstarter_t12m}',
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
