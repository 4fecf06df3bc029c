// spec 9 "Enterprise form options". The accepted values live in shared/enterprise-options.ts (decision 160);
// this file holds the wording shown with them. Industry, role, size, revenue and service values are shown as written.
import { TIME_ZONE_CODES, type TimeZoneCode } from '../shared/enterprise-options.ts';
import type { EnterpriseField } from '../shared/enterprise-schema.ts';

export {
  COMPANY_SIZES,
  INDUSTRIES,
  REVENUES,
  ROLES,
  SERVICES,
  type TimeZoneCode,
} from '../shared/enterprise-options.ts';

const timeZoneLabels: Record<TimeZoneCode, string> = {
  ET: 'Eastern Time (ET)',
  CT: 'Central Time (CT)',
  MT: 'Mountain Time (MT)',
  PT: 'Pacific Time (PT)',
  AKT: 'Alaska Time (AKT)',
  HAT: 'Hawaii-Aleutian Time (HAT)',
};

/** The time zones as the form lists them: code, label, IANA zone. */
export const TIME_ZONES = TIME_ZONE_CODES.map((z) => ({ ...z, label: timeZoneLabels[z.value] }));

export const enterpriseFieldLabels: Readonly<Record<EnterpriseField, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  businessName: 'Business Name',
  websiteURL: 'Website URL',
  industry: 'Industry',
  role: 'Role',
  companySize: 'Company Size',
  revenue: 'Revenue',
  timeZone: 'Time Zone',
  firstChoice: 'First Choice',
  secondChoice: 'Second Choice',
  thirdChoice: 'Third Choice',
  comments: 'Comments',
  services: 'Services',
};

export const enterpriseFormText = {
  dialogTitle: 'Contact our enterprise team',
  /** The form's heading on its own page, under the page's h1. */
  pageFormTitle: 'Your request',
  lead: 'Tell us about your organisation and pick three times that suit you. We will confirm one of them.',
  submit: 'Send',
  thanksTitle: 'Thank you',
  thanksText:
    'Your message is on its way to our enterprise team. We will contact you to confirm one of your chosen times.',
  errorTitle: 'We could not send your message',
  servicesLegend: 'Services you are interested in (optional)',
  datesLegend: 'Three times that suit you for a call',
  choose: 'Choose',
  /** A dropdown's text before anything is chosen. */
  select: 'Select',
  /** spec 8 "Enterprise form submit failure". */
  sendFailure:
    'Due to a technical issue, we were unable to send your email. Please attempt to resend the email or contact our support team at the support number for further assistance.',
  /** The state's fallback when the answer carries no err message. */
  defaultErr: 'Some Error Occured!!',
  /** Before the support phone link, when the message could not be sent. */
  supportTeam: 'Our enterprise support team:',
  /** Before the error the server gave. */
  details: 'Details:',
  backToForm: 'Back to the form',
  /** The titles of the form's sections, one step each on a phone (the dates use datesLegend). */
  aboutYouTitle: 'About you',
  organisationTitle: 'Your organisation',
  servicesTitle: 'Services and comments',
  /** Told a visitor the server turned away for sending too often; when to try again follows. */
  tooManyRequests: 'Too many requests.',
  back: 'Back',
  next: 'Next',
  sending: 'Sending your message',
} as const;

/** The names of the three day-and-time choices, as their labels call them. */
export const choiceNames = {
  firstChoice: 'First choice',
  secondChoice: 'Second choice',
  thirdChoice: 'Third choice',
} as const;

/** The words of the enterprise form's day-and-time choices and its steps. */
export const enterpriseChoiceTexts = {
  /** The box's placeholder: a choice as the field writes it (spec 5, d MMM yyyy / hh:mma). */
  format: 'e.g. 15 Jan 2031 / 10:00AM',
  /** Over the calendar's list of times, with the code of the time zone they are in once one is chosen. */
  timeCaption: (zone: string | undefined) => (zone ? `Time (${zone})` : 'Time'),
  optional: (label: string) => `${label} (optional)`,
  /** Before a step's title; the space after it is part of it. */
  step: (n: number, of: number) => `Step ${n} of ${of}: `,
} as const;
