// Business Maker /businessmaker/financetracker: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Know where your money goes, without a spreadsheet.',
  points: [
    ['Income and expenses', 'Record what comes in and goes out.'],
    ['Categories', 'See spending by category at a glance.'],
    ['Tax time', 'Keep your records together for your accountant.'],
  ],
  more: {
    title: 'Simple bookkeeping for busy owners',
    paragraphs: [
      'Add income and expenses as they happen, from your phone or computer, and attach a photo of the receipt so it never goes missing. Categories you choose once are remembered, so recording a regular cost takes seconds.',
      'Monthly totals show whether you are earning more than you spend and which costs are growing. At tax time, export your records for your accountant instead of sorting through a year of paperwork. The tracker is a record-keeping tool and does not replace professional tax advice.',
    ],
  },
};
