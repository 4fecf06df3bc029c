// Words both forms show (the lead form and the enterprise form), imported by their components only: apart from
// lead-form.ts and enterprise.ts so that the bundler keeps them with the form components. The server's form posts
// say the same wait in the same words.

/** The name of the phone field's country list. */
export const phoneCountryLabel = 'Phone country';

/** The one explanation of the fields' * mark, on every form. */
export const requiredFieldsHint = 'Fields marked * are required.';

/** "Please try again in about 2 minutes." from a Retry-After in seconds. */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `Please try again in ${s} second${s === 1 ? '' : 's'}.`;
  const m = Math.ceil(s / 60);
  return `Please try again in about ${m} minute${m === 1 ? '' : 's'}.`;
}
