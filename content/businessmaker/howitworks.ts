// Business Maker /businessmaker/howitworks: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Start with what you need today and add tools as your business grows.',
  points: [
    ['Tell us about your business', 'Answer a few questions about what you do and where you are.'],
    ['Get a checklist', 'See the steps that matter for your kind of business.'],
    ['Work through it', 'Use the tools for each step, all in one dashboard.'],
  ],
  cta: ['Explore the solutions', '/businessmaker/solutions'],
  more: {
    title: 'From first question to a running business',
    paragraphs: [
      'When you sign up we ask what you sell, where you work and whether you have started trading. Your answers shape a checklist: a consultant who works from home needs different steps than a food truck that takes card payments at events.',
      'Each step on the checklist opens the tool that does the job, with short guidance written for people who are not accountants or lawyers. Mark a step done when you finish it, skip what does not apply, and come back to the list as your plans change.',
    ],
  },
};
