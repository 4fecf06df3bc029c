import type { LeadType } from '../../shared/lead-types.ts';

// The four minimal-layout consultation pages and their thank-you pages (spec 2.3), keyed by route id.

export interface ConsultationPage {
  leadType: LeadType;
  /** Where a successful submit goes (spec 4: the success URL). */
  successUrl: string;
  /** Where the thank-you page sends the visitor next. */
  backLink: { label: string; href: string };
  /** What the visitor can expect on the call, one short list. */
  expect: readonly string[];
  /** The people the visitor will talk to, drawn beside a line that says who they are (decision 254). */
  team?: { img: { src: string; width: number; height: number }; caption: string };
}

/** Headings and prompts of the consultation and thank-you pages, the same on each of them. */
export const consultationTexts = {
  expectTitle: 'On the call we cover',
  /** Before the phone link; the space before the link is part of it. */
  callPrompt: 'Prefer to call? ',
  nextTitle: 'What happens next',
} as const;

export const consultationPages: Readonly<Record<string, ConsultationPage>> = {
  'local-consultation': {
    leadType: 'local',
    successUrl: '/local/thankyou',
    backLink: { label: 'Back to local listings', href: '/local' },
    expect: [
      'How your business appears today across 70+ local directories',
      'Which listings plan fits your business',
      'How reviews and social posting work from one dashboard',
    ],
  },
  'webdesign-consultation': {
    leadType: 'difm',
    successUrl: '/webdesign/thankyou',
    backLink: { label: 'Back to website design', href: '/webdesign' },
    team: {
      img: { src: '/people/designers.svg', width: 106, height: 62 },
      caption: 'One of our designers calls you',
    },
    expect: [
      'What your business needs from its website',
      'The Standard and Premium design plans, side by side',
      'What happens next and how long the build takes (about 4-6 weeks)',
    ],
  },
  'legal-consultation': {
    leadType: 'bm_legal_presales',
    successUrl: '/legal/thankyou',
    backLink: { label: 'Back to home', href: '/' },
    expect: [
      'The legal steps of starting or running your business',
      'Which services fit where your business is today',
      'Answers to your questions, with no obligation',
    ],
  },
  'pos-consultation': {
    leadType: 'bm_pos_presales',
    successUrl: '/pos/thankyou',
    backLink: { label: 'Back to home', href: '/' },
    expect: [
      'How you take payments today and what you want to change',
      'Which point of sale setup fits your business',
      'Answers to your questions, with no obligation',
    ],
  },
};

export const thankYouPages: Readonly<Record<string, { backLink: { label: string; href: string } }>> = {
  'local-thankyou': { backLink: consultationPages['local-consultation'].backLink },
  'webdesign-thankyou': { backLink: consultationPages['webdesign-consultation'].backLink },
  'legal-thankyou': { backLink: consultationPages['legal-consultation'].backLink },
  'pos-thankyou': { backLink: consultationPages['pos-consultation'].backLink },
};

/** What happens after a request, shown on every thank-you page (spec 9: answered within five business days). */
export const thankYouSteps: readonly string[] = [
  'We have your request and your contact details.',
  'A member of our team calls you within five business days, at the time you preferred when you gave one.',
  'Keep your questions handy: the call is free and there is no obligation.',
];
