// Business Maker /businessmaker/solutions: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Tools for each stage of a small business.',
  points: [
    ['Business plan', 'Write a plan you can share with partners and lenders.'],
    ['Finance tracker', 'Keep income and expenses in one place.'],
    ['Get online', 'A website, business email and local listings.'],
  ],
  more: {
    title: 'One set of tools, used in the order you need them',
    paragraphs: [
      'Early on, most owners need a clear plan and a simple record of money coming in and going out. A little later come the website, a professional email address and listings on the maps and directories where customers search.',
      'The solutions here work together: the business name in your plan becomes your domain, your site links to your listings, and your sales appear beside your expenses. You pay only for the tools you add, and you can change your mind as the business grows.',
    ],
  },
};
