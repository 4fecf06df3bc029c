import type { FaqItem } from '../../shared/content-types.ts';

import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

// Copy of /webdesign (spec 2.5 "Web design", spec 9 "Website design" plan facts).

export const webDesignHero = {
  lead: 'Tell us about your business. Our designers build a professional, mobile-friendly website for you, so you can get back to running it.',
  points: ['A dedicated design team', 'Ready in about 4-6 weeks', 'Six-month plans with a one-time build fee'],
  cta: 'Request a consultation',
} as const;

export const webDesignProcess = {
  title: 'How it works',
  lead: 'From the first call to launch, we do the building. You review and approve.',
  steps: [
    {
      title: 'Talk to us',
      text: 'Request a consultation and a designer calls you to learn about your business, your customers and your goals.',
    },
    {
      title: 'We design',
      text: 'Our team builds your site with your text, photos and colours, and shows it to you for feedback.',
    },
    { title: 'You approve', text: 'Ask for changes until it feels right. Most sites are ready in about 4-6 weeks.' },
    {
      title: 'We keep it fresh',
      text: 'Monthly update time is included in every plan: 30 minutes on Standard, 180 minutes on Premium.',
    },
  ],
  cta: 'Request a consultation',
} as const;

/**
 * The designers (decision 254): drawn by scripts/people.ts into public/people/, sized at the drawing's viewBox 62 px
 * high, beside the line that says who they are (so the <img> says alt="").
 */
export const webDesignTeam = {
  img: { src: '/people/designers.svg', width: 106, height: 62 },
  caption: 'A designer calls you, then our team builds your site',
} as const;

// `icon`: a line icon name of the section kit (client/components/sections/icon-names.ts). Decision 330: what every plan
// includes, said once; pages, images, monthly updates, the yearly redesign and the turnaround are compared under the cards.
export const webDesignFeatures = {
  title: 'What every design plan includes',
  items: [
    {
      title: 'Your own design team',
      text: 'A professional designer builds your pages to fit your brand, not a generic template, and the same team makes your changes.',
      icon: 'palette',
    },
    { title: 'Mobile-friendly', text: 'Your site looks right on phones, tablets and computers.', icon: 'smartphone' },
    { title: 'Search basics', text: 'Page titles and descriptions set up so customers can find you.', icon: 'search' },
    { title: 'Free SSL certificate', text: 'A secure connection for every visitor.', icon: 'lock' },
  ],
} as const;

export const webDesignPlansTitle = 'Website design plans';

export const webDesignFaq: readonly FaqItem[] = [
  {
    questionText: 'How long does it take to build my website?',
    answerText:
      'Most websites are ready in about 4-6 weeks, depending on how quickly we receive your content and feedback.',
  },
  {
    questionText: 'What is the difference between Standard and Premium?',
    answerText:
      'Standard covers up to 10 pages and 20 images with 30 minutes of updates each month. Premium covers up to 100 pages and 200 images, 180 minutes of monthly updates and a redesign every year.',
  },
  {
    questionText: 'How does billing work?',
    answerText:
      'Each plan is billed for a 6-month term, plus a one-time build fee. Prices renew at the then-current rate.',
  },
  {
    questionText: 'What happens after I request a consultation?',
    answerText:
      'A member of our team contacts you within five business days to talk about your business and your website.',
  },
  {
    questionText: 'Can I use this service outside the United States?',
    answerText: 'No. Website design is for United States customers only.',
  },
];

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  webdesign: {
    name: 'Website Design',
    title: pageTitle('Professional Website Design Services'),
    description: 'Have our experts design and build your website. For United States customers only.',
    h1: 'Let our experts design your website',
    intro: 'Tell us about your business and our designers build your site for you.',
    breadcrumbs: [['Website Design', '/webdesign']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  webdesign: '2026-11-26',
} satisfies Record<string, string>;
