// Business Maker /businessmaker/upgrade: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Add more tools to your Business Maker plan when you are ready.',
  points: [
    ['Website', 'Add a website builder plan.'],
    ['Business email', 'Add mailboxes at your own domain.'],
    ['Local listings', 'Add listings management on 70+ directories.'],
  ],
  more: {
    title: 'Add tools when the business is ready for them',
    paragraphs: [
      'Your Business Maker plan starts with the essentials. When you are ready for a website, more mailboxes or listings management, add them here and they appear in the same dashboard, billed with the rest of your plan.',
      'Add-ons are priced per month on a 12-month term, and you can see what each one includes before you add it. If you are not sure which tool you need next, call our business specialists and they will walk you through the options.',
    ],
  },
};
