// The words of the answers the server writes itself, outside any page: its refusals and errors as JSON messages,
// plain texts and small fixed pages. A visitor reads them when a form post, an API call or a page is turned away.

/** Plain-text answers that are the status's own name. */
export const statusTexts = {
  badRequest: 'Bad Request',
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  payloadTooLarge: 'Payload Too Large',
  tooManyRequests: 'Too Many Requests',
} as const;

/** The body of a redirect, for a client that does not follow it. */
export const redirectTexts = {
  moved: (to: string) => `Moved Permanently. Redirecting to ${to}`,
  seeOther: (to: string) => `See Other. Redirecting to ${to}`,
} as const;

/** The `error` of an API error answer. */
export const apiErrorTexts = {
  internal: 'Internal error',
  badRequest: 'Bad request',
  notFound: 'Not found',
} as const;

/** The page of an unexpected server error. */
export const errorPageTexts = {
  title: 'Something went wrong',
  text: 'Please try again in a moment.',
} as const;

/** The page of a render shed under load (503 with Retry-After). */
export const busyPageTexts = {
  title: 'Busy, please retry',
  heading: 'We are busy right now',
  text: 'This page could not be prepared this moment. Please reload it in a few seconds.',
} as const;

/** Written straight to a connection beyond the connection cap. */
export const tooManyConnectionsText = 'Too many connections, try again.';

/** The refusals of a form or API request's body and origin. */
export const requestTexts = {
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  crossSite: 'Cross-site requests are not accepted.',
  tooLarge: 'The request body is too large.',
  invalidJson: 'The request body must be valid JSON.',
  notUtf8: 'The request body must be UTF-8 JSON.',
  unreadable: 'The request could not be read.',
  failed: 'Something went wrong. Please try again later.',
} as const;

/** The refusals of a plain form post (no JavaScript). */
export const formPostTexts = {
  notUrlEncoded: 'Please send the form as application/x-www-form-urlencoded.',
  tooLarge: 'The form is too large.',
  unreadable: 'The form could not be read.',
  /** When to try again follows it. */
  tooManyRequests: 'Too many requests.',
} as const;

/** The small page of a refused plain form post. */
export const formRefusalTexts = {
  headings: { 400: 'Please check the form', 429: 'Too many requests' } as Readonly<Record<number, string>>,
  otherHeading: 'Your request was not sent',
  checkFields: 'Some fields need another look:',
  back: 'Back to the form',
} as const;

/** The refusals of a lead or an enterprise contact request. */
export const leadAnswerTexts = {
  tooManyRequests: 'Too many requests. Please try again later.',
  captchaFailed: 'The captcha check failed. Please try again.',
  notSaved: 'Your request could not be saved. Please try again later.',
  notSent: 'Your message could not be sent. Please try again later.',
  unknownType: 'Unknown lead type.',
} as const;

/** The refusals of the business search and the listings scan. */
export const localAnswerTexts = {
  oneLine: 'One line only.',
  chooseBusiness: 'Choose your business first.',
  tooManyReports: 'Too many reports in a short time. Please try again in a minute.',
  businessName: (max: number) => `Give a business name of 1 to ${max} characters.`,
} as const;

/** The refusals of the price queries: a list of plan ids or domain extensions, a promotion code. */
export const priceQueryTexts = {
  ratePlanIds: 'rate plan ids',
  domainExtensions: 'domain extensions',
  listMissing: (what: string) => `Give one or more ${what}, separated by commas.`,
  listTooLong: (max: number, what: string) => `At most ${max} ${what} per request.`,
  listInvalid: (what: string) => `Every one of the ${what} must be a valid identifier.`,
  promoInvalid: 'The promotion code may hold only letters, digits, hyphen, underscore, @ and period.',
} as const;
