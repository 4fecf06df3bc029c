import { intentIdsFor, type Intent, type IntentId } from '../shared/lead-intents.ts';
import type { LeadType } from '../shared/lead-types.ts';

export type { Intent };

// spec 3 "Intent: id, text": the wording of each intent; the ids a form accepts are in shared/lead-intents.ts.
export const intentTexts: Readonly<Record<IntentId, string>> = {
  start: 'I want to start a new business',
  grow: 'I want to grow my existing business',
  pricing: 'I have a question about pricing',
  other: 'Something else',
};

/** The intents a lead type's form shows; empty when it shows none (spec 3: then intentId/intentText are removed). */
export function intentsFor(leadType: LeadType): readonly Intent[] {
  return intentIdsFor(leadType).map((id) => ({ id, text: intentTexts[id] }));
}

/** spec 5 "Web design" notice (also shown beside the web design page's call to action). */
export const usOnlyNotice =
  'This service is for United States customers only. Please do not enter personal information from outside the US.';

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
  usOnlyNotice,
  /** spec 8 "Lead submit failure", spelled exactly as the spec writes it. */
  submitFailure: 'An error occured while submitting your request. Please try again later.',
  closeLabel: 'Close the consultation form',
  thanksTitle: 'Thank you for your request',
  thanksText: 'We received your details. A member of our team will contact you within five business days.',
  askAnother: 'Ask another question',
  fieldsLegend: 'Your contact details',
  nameLabel: 'Name *',
  emailLabel: 'Email *',
  phoneLabel: 'Phone *',
  dayLabel: 'Preferred day (optional)',
  /** How a day is typed into the day field. */
  dayFormatHint: 'MM/DD/YYYY',
  timeLabel: 'Preferred time, Pacific (optional)',
  submit: 'Send request',
  submitBusy: 'Sending your request',
  /** After each time slot of the time preference: the slots are Pacific time. */
  timeSlotSuffix: ' PT',
} as const;
