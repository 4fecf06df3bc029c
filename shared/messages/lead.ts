// The lead form's field messages (spec 5 "Lead form" leaves them open: docs/decisions/020-lead-form-messages.md),
// shown by the form in the browser, by the server's answer to a plain form post and in the lead API's 400 alike.
// Words, so the words gate reads shared/messages/ as content; here rather than in content/ because the shared
// validators return them and shared/ imports nothing of ours (decision 161).
import { LEAD_LIMITS } from '../lead-types.ts';

export const leadMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be ${LEAD_LIMITS.name} characters or fewer.`,
  nameChars: 'Name can contain only letters, spaces, commas, periods, apostrophes and hyphens.',
  emailRequired: 'Please enter your email address.',
  emailTooLong: `Email must be ${LEAD_LIMITS.email} characters or fewer.`,
  emailShape: 'Please enter a valid email address, like name@example.com.',
  phoneRequired: 'Please enter your phone number.',
  phoneTooLong: `Phone number must be ${LEAD_LIMITS.phone} characters or fewer.`,
  phoneInvalid: 'Please enter a valid phone number for the selected country.',
  countryInvalid: 'Please choose a valid country.',
  companyTooLong: `Website or company name must be ${LEAD_LIMITS.company} characters or fewer.`,
  companyChars: 'Website or company name contains characters we cannot accept.',
  timeInvalid: 'Please choose a time preference from the list.',
  dateInvalid: 'Please choose a weekday from tomorrow on.',
  intentRequired: 'Please tell us how we can help you.',
  agreetosRequired: 'Please accept the terms to continue.',
  /** To an API call whose body is not a JSON object (no field to name). */
  bodyNotObject: 'The request body must be a JSON object.',
} as const;
