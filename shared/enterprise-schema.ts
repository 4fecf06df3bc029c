// zod/mini: the same zod, tree-shakable, so the browser's form chunk carries a few kB of it instead of ~450 kB.
import * as z from 'zod/mini';
import { choiceInstant, formatChoice } from './enterprise-choice-time.ts';
import { COMPANY_SIZES, INDUSTRIES, REVENUES, ROLES, SERVICES, TIME_ZONE_CODES } from './enterprise-options.ts';
import {
  hasLineBreak,
  isEmail,
  isPhoneValidFor,
  issuesToErrors,
  normalizeCountry,
  type FieldResult,
  type ValidationResult,
} from './lead-schema.ts';
import { duplicateChoiceMessage, enterpriseMessages } from './messages/enterprise.ts';

export const CHOICE_FIELDS = ['firstChoice', 'secondChoice', 'thirdChoice'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
/** Caps the spec leaves open (decision 023); over-long values get the field's own message. */
export const ENTERPRISE_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  businessName: 100,
  websiteURL: 200,
  comments: 2000,
} as const;

// spec 5: optional http(s) and www, a domain with a 2+ letter TLD, optional port of 1-5 digits, optional path.
export const WEBSITE_URL_RE =
  /^(?:https?:\/\/)?(?:www\.)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:\/[^\s]*)?$/;
const NAME_RE = /^[\p{L}\p{M} ]+$/u;
// eslint-disable-next-line no-control-regex -- this pattern exists to find control characters and refuse them
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// The three choices' wall-clock times in the chosen zone, kept beside the schema that reads them.
export { choiceInstant, formatChoice, ianaZone, readChoiceText, toChoiceValue } from './enterprise-choice-time.ts';

const oneOf = (list: readonly string[], v: unknown): boolean => typeof v === 'string' && list.includes(v);

function servicesList(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return [];
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (!items || !items.every((s) => typeof s === 'string')) return undefined;
  const trimmed = (items as string[]).map((s) => s.trim()).filter(Boolean);
  return trimmed.every((s) => oneOf(SERVICES, s)) ? [...new Set(trimmed)] : undefined;
}

type Message = keyof typeof enterpriseMessages;

/**
 * A field read from the posted value by `read`, which returns undefined to refuse it: then the field gets its own
 * message of spec 5, whatever was wrong (missing, not a string, too long, badly formed).
 */
function field<T>(message: Message, read: (v: unknown) => T | undefined) {
  return z.pipe(
    z.unknown(),
    z.transform((v: unknown, ctx): T => {
      const out = read(v);
      if (out !== undefined) return out;
      ctx.issues.push({ code: 'custom', message: enterpriseMessages[message], input: v });
      return z.NEVER as never;
    }),
  );
}

/**
 * A one-line text, trimmed, that passes `ok`. A CR or LF (say a businessName faking a "Bcc:" line in the sales mail)
 * is refused before trimming could hide a trailing one.
 */
const line = (message: Message, ok: (v: string) => boolean) =>
  field(message, (v) => (typeof v === 'string' && !hasLineBreak(v) && ok(v.trim()) ? v.trim() : undefined));

/** One value of a list, as sent. */
const listed = <T extends readonly string[]>(message: Message, list: T) =>
  field(message, (v) => (oneOf(list, v) ? (v as T[number]) : undefined));

/** A choice as sent: a wall-clock "yyyy-MM-ddTHH:mm" (decision 024) or an ISO instant; its zone and the past are checked with the other fields. */
const choice = (message: Message) =>
  field(message, (v) => (typeof v === 'string' && choiceInstant(v, undefined) !== undefined ? v : undefined));

/**
 * The enterprise formData (spec 3, 5): the one description of its fields. The form's values, the endpoint's data, the
 * mail's variables and the labels are all typed from it; unknown fields (a client-sent `to`, say) are dropped. The
 * rules that read two fields (the phone's country, a choice's time zone and the past, duplicate choices) are added
 * by enterpriseSchema().
 */
export const enterpriseFields = z.object({
  name: line('name', (v) => !!v && v.length <= ENTERPRISE_LIMITS.name && NAME_RE.test(v) && /\p{L}/u.test(v)),
  email: line('email', (v) => !!v && v.length <= ENTERPRISE_LIMITS.email && isEmail(v)),
  phone: line('phone', (v) => !!v && v.length <= ENTERPRISE_LIMITS.phone),
  // spec 3: US when absent.
  countryCode: z.prefault(
    field('countryCode', (v) => normalizeCountry(v)),
    'US',
  ),
  businessName: line('businessName', (v) => !!v && v.length <= ENTERPRISE_LIMITS.businessName && !CONTROL_RE.test(v)),
  websiteURL: line('websiteURL', (v) => !!v && v.length <= ENTERPRISE_LIMITS.websiteURL && WEBSITE_URL_RE.test(v)),
  industry: listed('industry', INDUSTRIES),
  role: listed('role', ROLES),
  companySize: listed('companySize', COMPANY_SIZES),
  revenue: listed('revenue', REVENUES),
  timeZone: listed(
    'timeZone',
    TIME_ZONE_CODES.map((t) => t.value),
  ),
  /** Wall-clock "yyyy-MM-ddTHH:mm" in timeZone, or an ISO instant with Z/offset. */
  firstChoice: choice('firstChoice'),
  secondChoice: choice('secondChoice'),
  thirdChoice: choice('thirdChoice'),
  // Optional (spec 5), so absent means empty; the one multi-line field.
  comments: z.prefault(
    field('comments', (v) =>
      typeof v === 'string' && v.length <= ENTERPRISE_LIMITS.comments && !CONTROL_RE.test(v) ? v.trim() : undefined,
    ),
    '',
  ),
  /** Optional; comma-joined (spec 3). */
  services: z.prefault(
    field('services', (v) => servicesList(v)?.join(', ')),
    '',
  ),
});

/** A valid enterprise contact request, as the endpoint stores it and the mail reports it. */
export type EnterpriseContact = z.infer<typeof enterpriseFields>;

/** The fields the visitor fills in, each with its label (content/enterprise.ts): all but the phone's country. */
export type EnterpriseField = Exclude<keyof EnterpriseContact, 'countryCode'>;

/** Those fields in the order the form shows them. */
export const ENTERPRISE_FIELDS = Object.keys(enterpriseFields.shape).filter(
  (f): f is EnterpriseField => f !== 'countryCode',
);

/** spec 5: the three choices must differ; the later choice gets the message naming the earlier one. */
export function validateChoices(form: Record<string, unknown>): Partial<Record<ChoiceField, string>> {
  const tz = typeof form.timeZone === 'string' ? form.timeZone : undefined;
  const errors: Partial<Record<ChoiceField, string>> = {};
  CHOICE_FIELDS.forEach((f, i) => {
    const ms = choiceInstant(form[f], tz);
    if (ms === undefined) return;
    const earlier = CHOICE_FIELDS.slice(0, i).find((other) => choiceInstant(form[other], tz) === ms);
    if (earlier) errors[f] = duplicateChoiceMessage(earlier);
  });
  return errors;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The rules that read two fields, run on the values each field's own rule let through (a field already refused keeps
 * its own message): the phone for its country, each choice in its time zone and not in the past (spec 5), and
 * duplicates.
 */
function crossFieldErrors(v: Record<string, unknown>, now: Date): Partial<Record<keyof EnterpriseContact, string>> {
  const errors: Partial<Record<keyof EnterpriseContact, string>> = {};
  const country = normalizeCountry(v.countryCode) ?? 'US';
  if (typeof v.phone === 'string' && !isPhoneValidFor(v.phone, country)) errors.phone = enterpriseMessages.phone;
  // An unknown zone is reported on timeZone; choiceInstant then reads Hawaii, the latest, keeping the past check lenient.
  const tz = typeof v.timeZone === 'string' ? v.timeZone : undefined;
  for (const f of CHOICE_FIELDS) {
    if (typeof v[f] !== 'string') continue;
    const ms = choiceInstant(v[f], tz);
    if (ms === undefined || ms < now.getTime()) errors[f] = enterpriseMessages[f];
  }
  for (const [f, message] of Object.entries(validateChoices(v)) as [ChoiceField, string][]) errors[f] ??= message;
  return errors;
}

/** The zod schema of the enterprise formData at a given moment (the choices must not be in the past). */
export function enterpriseSchema(now: Date = new Date()) {
  return enterpriseFields.check(
    z.superRefine(
      (v, ctx) => {
        for (const [f, message] of Object.entries(crossFieldErrors(v, now)))
          ctx.addIssue({ code: 'custom', path: [f], message, input: v[f as keyof EnterpriseContact] });
      },
      // Also when another field was refused: every field gets its message at once (spec 5, on submit).
      { when: (payload) => isRecord(payload.value) },
    ),
  );
}

export function validateEnterprise(data: unknown, now: Date = new Date()): ValidationResult<EnterpriseContact> {
  const result = enterpriseSchema(now).safeParse(data);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
}

/** One field, as on blur or submit: `form` supplies the fields a rule depends on (countryCode, timeZone). */
export function validateEnterpriseField(
  name: keyof EnterpriseContact,
  value: unknown,
  form: Record<string, unknown> = {},
  now: Date = new Date(),
): FieldResult {
  const result = enterpriseSchema(now).safeParse({ ...form, [name]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === name)?.message;
}

/** spec 7: the template variables, every field but the phone's country, the three choices as formatted text. */
export type EnterpriseMailVariables = Record<Exclude<EnterpriseField, 'countryCode'>, string>;

export function enterpriseMailVariables(d: EnterpriseContact): EnterpriseMailVariables {
  const fmt = (v: string) => formatChoice(choiceInstant(v, d.timeZone) as number, d.timeZone);
  const { countryCode: _country, ...fields } = d;
  return {
    ...fields,
    firstChoice: fmt(d.firstChoice),
    secondChoice: fmt(d.secondChoice),
    thirdChoice: fmt(d.thirdChoice),
  };
}
