import { usOnlyNotice } from './us-only-notice.ts';

// The lead form's words, apart from the intents (content/lead-form.ts, which the server reads too) and the US-only
// notice (which the web design page shows on its own), so each page imports only what it shows (decision 150).
export const leadFormText = {
  /** The form's heading when its page names none. */
  defaultTitle: 'Request a consultation',
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
