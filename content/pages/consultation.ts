import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
import type { LeadType } from '../../shared/lead-types.ts';

// The four minimal-layout consultation pages (spec 2.3), keyed by route id; their thank-you pages are thankyou.ts.

export interface ConsultationPage {
  leadType: LeadType;
  /** Where a successful submit goes (spec 4: the success URL). */
  successUrl: string;
  /** What the visitor can expect on the call, one short list. */
  expect: readonly string[];
  /** The people the visitor will talk to, drawn beside a line that says who they are (decision 254). */
  team?: { img: { src: string; width: number; height: number }; caption: string };
}

/** Headings and prompts of the consultation pages, the same on each of them. */
export const consultationTexts = {
  expectTitle: 'On the call we cover',
  /** Before the phone link; the space before the link is part of it. */
  callPrompt: 'Prefer to call? ',
} as const;

export const consultationPages: Readonly<Record<string, ConsultationPage>> = {
  'local-consultation': {
    leadType: 'local',
    successUrl: '/local/thankyou',
    expect: [
      'How your business appears today across 70+ local directories',
      'Which listings plan fits your business',
      'How reviews and social posting work from one dashboard',
    ],
  },
  'webdesign-consultation': {
    leadType: 'difm',
    successUrl: '/webdesign/thankyou',
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
    expect: [
      'The legal steps of starting or running your business',
      'Which services fit where your business is today',
      'Answers to your questions, with no obligation',
    ],
  },
  'pos-consultation': {
    leadType: 'bm_pos_presales',
    successUrl: '/pos/thankyou',
    expect: [
      'How you take payments today and what you want to change',
      'Which point of sale setup fits your business',
      'Answers to your questions, with no obligation',
    ],
  },
};

const consultationMeta = (area: string, h1: string, description: string): PageMeta => ({
  name: `${area} consultation`,
  title: pageTitle(`Request a ${area} Consultation`),
  description,
  h1,
  intro: 'Leave your details and a member of our team will contact you.',
});

/** The head and opening of each consultation page, by route id (shared/routes.ts). */
export const meta: Record<string, PageMeta> = {
  'local-consultation': consultationMeta(
    'Local Listings',
    'Request a local listings consultation',
    'Ask a local listings specialist to call you about getting your business found on directories, maps and apps, and answering reviews.',
  ),
  'webdesign-consultation': consultationMeta(
    'Website Design',
    'Request a website design consultation',
    'Tell our designers about your business and choose a time for a call: they plan, design and build your website for you.',
  ),
  'legal-consultation': consultationMeta(
    'Legal',
    'Request a business legal services consultation',
    'Request a call from a business legal services specialist about forming your company, choosing a structure and the filings in your state.',
  ),
  'pos-consultation': consultationMeta(
    'Point of Sale',
    'Request a point of sale consultation',
    'Tell a point-of-sale specialist how and where you sell, and they will call you with a card payment set-up that suits your business.',
  ),
};
