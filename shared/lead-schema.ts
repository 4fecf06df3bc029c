// zod/mini: the same zod, tree-shakable, so the browser's form chunk carries a few kB of it instead of ~450 kB.
import * as z from 'zod/mini';
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { intentIdsFor } from './lead-intents.ts';
import { pacificToday } from './pacific-time.ts';
import { LEAD_LIMITS, TIME_SLOTS, type Lead, type LeadType } from './lead-types.ts';
import { leadMessages } from './messages/lead.ts';

// spec 5 "Lead form". The spec leaves the field messages open; they are recorded in
// docs/decisions/020-lead-form-messages.md and written in shared/messages/lead.ts. Every validator returns a
// message, or undefined when valid, so a form can run one on blur and the server runs all of them through leadSchema.

export type FieldResult = string | undefined;

// Letters of any script with their combining marks (accented names), plus spec 5's punctuation.
const NAME_RE = /^[\p{L}\p{M} ,.'-]+$/u;
// A standard address: dot-atom local part, dotted domain with a 2+ letter top-level label.
export const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
// Control characters never belong in a one-line field (and would break the CSV export and mail headers).
// eslint-disable-next-line no-control-regex -- this pattern exists to find control characters and refuse them
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
// CR, LF and the other line breaks (NEL, line and paragraph separators). A one-line field that carries one
// could fake extra lines ("Bcc: ...") in a mail or a CSV row, so it is refused before any trimming.
const LINE_BREAK_RE = /[\r\n\u0085\u2028\u2029]/;

/** True for a string holding a line break anywhere, leading and trailing ones included. */
export function hasLineBreak(value: unknown): boolean {
  return typeof value === 'string' && LINE_BREAK_RE.test(value);
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function validateName(value: unknown): FieldResult {
  if (hasLineBreak(value)) return leadMessages.nameChars;
  const v = str(value);
  if (!v) return leadMessages.nameRequired;
  if (v.length > LEAD_LIMITS.name) return leadMessages.nameTooLong;
  if (!NAME_RE.test(v) || !/\p{L}/u.test(v)) return leadMessages.nameChars;
  return undefined;
}

export function isEmail(v: string): boolean {
  return EMAIL_RE.test(v);
}

export function validateEmail(value: unknown): FieldResult {
  if (hasLineBreak(value)) return leadMessages.emailShape;
  const v = str(value);
  if (!v) return leadMessages.emailRequired;
  if (v.length > LEAD_LIMITS.email) return leadMessages.emailTooLong;
  if (!isEmail(v)) return leadMessages.emailShape;
  return undefined;
}

export function normalizeCountry(value: unknown): CountryCode | undefined {
  // spec 3: countryCode defaults to US.
  if (value === undefined || value === null || value === '') return 'US';
  if (typeof value !== 'string' || hasLineBreak(value)) return undefined;
  const c = value.trim().toUpperCase();
  return isSupportedCountry(c) ? c : undefined;
}

export function validateCountryCode(value: unknown): FieldResult {
  return normalizeCountry(value) ? undefined : leadMessages.countryInvalid;
}

/** spec 5: validity is checked by digits against the selected country (its calling code and number plan). */
export function isPhoneValidFor(phone: string, country: CountryCode): boolean {
  if (phone.length > LEAD_LIMITS.phone || CONTROL_RE.test(phone)) return false;
  const parsed = parsePhoneNumberFromString(phone, country);
  return !!parsed && parsed.isValid() && parsed.countryCallingCode === getCountryCallingCode(country);
}

export function validatePhone(value: unknown, countryCode?: unknown): FieldResult {
  if (hasLineBreak(value)) return leadMessages.phoneInvalid;
  const v = str(value);
  if (!v) return leadMessages.phoneRequired;
  if (v.length > LEAD_LIMITS.phone) return leadMessages.phoneTooLong;
  const country = normalizeCountry(countryCode);
  // A bad country is reported on countryCode; the phone cannot be judged without one.
  if (!country) return leadMessages.phoneInvalid;
  return isPhoneValidFor(v, country) ? undefined : leadMessages.phoneInvalid;
}

export function validateCompany(value: unknown): FieldResult {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || hasLineBreak(value)) return leadMessages.companyChars;
  const v = value.trim();
  if (v.length > LEAD_LIMITS.company) return leadMessages.companyTooLong;
  if (CONTROL_RE.test(v)) return leadMessages.companyChars;
  return undefined;
}

// spec 4: when a date was picked the submitted time is "<date text>, <slot>".
const DATE_TEXT_RE = /^[A-Za-z0-9 ,./-]{1,40}$/;

export function validateTime(value: unknown): FieldResult {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || hasLineBreak(value)) return leadMessages.timeInvalid;
  const ok = TIME_SLOTS.some((slot) => {
    if (value === slot) return true;
    const suffix = `, ${slot}`;
    return value.endsWith(suffix) && DATE_TEXT_RE.test(value.slice(0, -suffix.length));
  });
  return ok ? undefined : leadMessages.timeInvalid;
}

/** spec 5 date picker: only weekdays, today excluded, no past dates. */
export function validateDate(value: unknown, now: Date = new Date()): FieldResult {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return leadMessages.dateInvalid;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  // Rejects 2025-02-30 and friends, which Date would roll over.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    return leadMessages.dateInvalid;
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return leadMessages.dateInvalid;
  return value > pacificToday(now) ? undefined : leadMessages.dateInvalid;
}

export function validateIntent(value: unknown, leadType: LeadType): FieldResult {
  const ids: readonly string[] = intentIdsFor(leadType);
  return typeof value === 'string' && ids.includes(value) ? undefined : leadMessages.intentRequired;
}

export function validateAgreetos(value: unknown): FieldResult {
  return value === true ? undefined : leadMessages.agreetosRequired;
}

export interface LeadValidationOptions {
  /** Whether the form shows an intent select; spec 5: then it is required. */
  intentsShown: boolean;
  /** Needed to check intent ids against the lead type's list; without it any listed id of any form is refused. */
  leadType?: LeadType;
  /** The wording stored as intentText for an accepted id (content/lead-form.ts); the id itself without it. */
  intentText?: (id: string) => string | undefined;
  now?: Date;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

function checkLead(
  raw: Record<string, unknown>,
  opts: LeadValidationOptions,
): { errors: Record<string, string>; lead?: Lead } {
  const errors: Record<string, string> = {};
  const put = (field: string, msg: FieldResult) => {
    if (msg && !errors[field]) errors[field] = msg;
  };
  put('name', validateName(raw.name));
  put('email', validateEmail(raw.email));
  put('countryCode', validateCountryCode(raw.countryCode));
  put('phone', validatePhone(raw.phone, raw.countryCode));
  put('company', validateCompany(raw.company));
  put('time', validateTime(raw.time));
  put('date', validateDate(raw.date, opts.now));
  const leadType = opts.leadType;
  if (opts.intentsShown) {
    put('intentId', leadType ? validateIntent(raw.intentId, leadType) : leadMessages.intentRequired);
  }
  put('agreetos', validateAgreetos(raw.agreetos));
  if (Object.keys(errors).length > 0) return { errors };

  const lead: Lead = {
    name: str(raw.name),
    email: str(raw.email),
    phone: str(raw.phone),
    countryCode: normalizeCountry(raw.countryCode) as string,
    agreetos: true,
  };
  const company = str(raw.company);
  if (company) lead.company = company;
  if (typeof raw.time === 'string' && raw.time) lead.time = raw.time;
  if (typeof raw.date === 'string' && raw.date) lead.date = raw.date;
  // spec 3: when no intents exist, intentId and intentText are removed. The text is taken from our own wording.
  if (opts.intentsShown && leadType) {
    const id = intentIdsFor(leadType).find((i) => i === raw.intentId);
    if (id) {
      lead.intentId = id;
      lead.intentText = opts.intentText?.(id) ?? id;
    }
  }
  return { errors, lead };
}

/** The zod schema of the lead form; unknown fields (and the captcha token) are dropped from its output. */
export function leadSchema(opts: LeadValidationOptions) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((raw: Record<string, unknown>, ctx): Lead => {
      const { errors, lead } = checkLead(raw, opts);
      for (const [field, message] of Object.entries(errors))
        ctx.issues.push({ code: 'custom', path: [field], message, input: raw[field] });
      return lead ?? (z.NEVER as never);
    }),
  );
}

export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (!errors[field]) errors[field] = issue.path.length > 0 ? issue.message : leadMessages.bodyNotObject;
  }
  return errors;
}

export function validateLead(data: unknown, opts: LeadValidationOptions): ValidationResult<Lead> {
  const result = leadSchema(opts).safeParse(data);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
}
