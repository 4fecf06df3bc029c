// Business Maker /businessmaker/guides: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Short, practical guides for new business owners.',
  points: [
    ['Getting started', 'Naming, registering and planning your business.'],
    ['Money', 'Pricing, bookkeeping and getting paid.'],
    ['Getting found', 'Websites, listings and social media basics.'],
  ],
  more: {
    title: 'Practical answers, written for beginners',
    paragraphs: [
      'The guides cover the questions new owners ask most: how to choose and register a name, how to price your work, what records to keep and how to get your first customers online. Each one takes a few minutes to read.',
      'Guides link straight to the tool that helps with the step they describe, so reading and doing happen together. New guides are added as rules and tools change, and each one says when it was last reviewed.',
    ],
  },
};
