import type { LeadType } from '../shared/lead-types.ts';

export interface Intent {
  id: string;
  text: string;
}

// spec 3 "Intent: id, text". Which forms show an intent select is not shown in the spec:
// docs/decisions/021-lead-form-intents-and-time.md. Only the business-maker consultation forms ask one.
const businessMakerIntents: readonly Intent[] = [
  { id: 'start', text: 'I want to start a new business' },
  { id: 'grow', text: 'I want to grow my existing business' },
  { id: 'pricing', text: 'I have a question about pricing' },
  { id: 'other', text: 'Something else' },
];

export const intentsByLeadType: Readonly<Partial<Record<LeadType, readonly Intent[]>>> = {
  bm_legal_presales: businessMakerIntents,
  bm_pos_presales: businessMakerIntents,
};

/** The intents a lead type's form shows; empty when it shows none (spec 3: then intentId/intentText are removed). */
export function intentsFor(leadType: LeadType): readonly Intent[] {
  return intentsByLeadType[leadType] ?? [];
}

export const leadFormText = {
  namePlaceholder: 'Name',
  emailPlaceholder: 'Email',
  phonePlaceholder: 'Phone',
  /** spec 5 */
  companyLabel: 'Website or Company name',
  timePlaceholder: 'Time Preference (optional)',
  intentPlaceholder: 'How can we help you?',
  consent:
    'I agree to be contacted by phone or email about my request, and I accept the Terms of Service and Privacy Policy.',
  /** The same sentence with its two documents as links (routes of shared/routes.ts, opened in a new tab). */
  consentParts: {
    before: 'I agree to be contacted by phone or email about my request, and I accept the ',
    terms: { text: 'Terms of Service', href: '/tos' },
    between: ' and ',
    privacy: { text: 'Privacy Policy', href: '/privacy-policy' },
    after: '.',
    newTab: '(opens in a new tab)',
  },
  /** spec 5 "Web design" notice */
  usOnlyNotice:
    'This service is for United States customers only. Please do not enter personal information from outside the US.',
  /** spec 8 "Lead submit failure", spelled exactly as the spec writes it. */
  submitFailure: 'An error occured while submitting your request. Please try again later.',
} as const;

/** spec 8 "Enterprise form submit failure". */
export const enterpriseFormText = {
  sendFailure:
    'Due to a technical issue, we were unable to send your email. Please attempt to resend the email or contact our support team at the support number for further assistance.',
  /** The state's fallback when the answer carries no err message. */
  defaultErr: 'Some Error Occured!!',
} as const;
