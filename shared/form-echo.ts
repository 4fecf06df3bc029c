// A form page answered to a plain HTML form post (no JavaScript) that could not be accepted: the page is rendered
// again for that visitor alone, with what they typed and each message beside its field (decision 180). It travels
// in AppData so that the first client render, if the page's script does arrive, shows exactly the same form.

/** 'place': not a refusal but a business chosen without JavaScript, posted to the funnel's next page (decision 278). */
export type FormEchoKind = 'lead' | 'enterprise' | 'place';

export interface FormEcho {
  kind: FormEchoKind;
  /** The page the form was posted from (and is shown on again). */
  path: string;
  /** The visitor's values by field name; multi-valued fields (enterprise services) as lists. */
  values: Record<string, string | string[]>;
  /** The endpoint's own messages by field name (spec 5, the same as the JSON API answers). */
  errors: Record<string, string>;
  /** A failure of the whole form (rate limit, captcha, storage), shown above the button. */
  failure?: string;
}

/** The one value of a posted field ('' when absent, the first when repeated). */
export function echoText(values: Record<string, string | string[]> | undefined, name: string): string {
  const v = values?.[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '';
}

/** Every value of a posted field (checkbox groups). */
export function echoList(values: Record<string, string | string[]> | undefined, name: string): string[] {
  const v = values?.[name];
  return typeof v === 'string' ? [v] : Array.isArray(v) ? v : [];
}

/** The query value of a form page that shows its thank-you state after a plain form post succeeded. */
export const SENT_QUERY = 'sent';

const US_DATE_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day as typed in the lead form's "Preferred day" box (MM/DD/YYYY, decision 051) or as a date input gives it
 * (yyyy-MM-dd), as the API takes it (yyyy-MM-dd). Anything else goes through unchanged, so the API's rule refuses it.
 */
export function isoDay(typed: string): string {
  const t = typed.trim();
  if (ISO_DATE_RE.test(t)) return t;
  const m = US_DATE_RE.exec(t);
  return m ? `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}` : t;
}

/** A typed day as a local calendar date, or null when it is not one (31/02, letters ...). */
export function typedDay(typed: string): Date | null {
  const iso = isoDay(typed);
  if (!ISO_DATE_RE.test(iso)) return null;
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}
