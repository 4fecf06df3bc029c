// Business Maker /businessmaker/businessplan: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'A guided business plan: answer questions in plain language and get a clear document.',
  points: [
    ['Guided sections', 'Summary, market, offer, operations and finances.'],
    ['Save as you go', 'Come back and edit whenever things change.'],
    ['Share it', 'Download it to share with partners or a lender.'],
  ],
  more: {
    title: 'A plan you will actually use',
    paragraphs: [
      'A business plan is not only for banks. Writing down who your customers are, what you charge and what it costs to deliver helps you spot problems before they cost money. The guided editor asks one question at a time and turns your answers into clear sections.',
      'Examples show what a good answer looks like for businesses like yours, and the financial section does the arithmetic for you. When a lender or partner asks for your plan, download a tidy copy; when things change, update the plan instead of starting over.',
    ],
  },
};
