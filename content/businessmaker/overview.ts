// Business Maker overview (/businessmaker): this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Business Maker brings the tools to start and run a small business together: a plan, your finances, selling in person and online, marketing and legal help.',
  points: [
    ['Plan', 'Turn your idea into a business plan, step by step.'],
    ['Run', 'Track income and expenses and take payments in person.'],
    ['Grow', 'Get online with a website, email and local listings.'],
  ],
  cta: ['See how it works', '/businessmaker/howitworks'],
  more: {
    title: 'Built for the first years of a business',
    paragraphs: [
      'Most new owners juggle a plan in one file, receipts in a shoebox and a website that never quite gets finished. Business Maker puts those jobs in one dashboard, in the order they usually come up, so you always know what to do next.',
      'You can start with a single tool and add others later. Everything you create, from your plan to your price list, stays in your account, and our specialists can help by phone whenever a step needs a second pair of eyes.',
    ],
  },
};
