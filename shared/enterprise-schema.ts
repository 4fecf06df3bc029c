// zod/mini: the same zod, tree-shakable, so the browser's form chunk carries a few kB of it instead of ~450 kB.
import * as z from 'zod/mini';
import {
  COMPANY_SIZES,
  ENTERPRISE_FIELDS,
  INDUSTRIES,
  REVENUES,
  ROLES,
  SERVICES,
  TIME_ZONE_CODES,
  type EnterpriseField,
  type TimeZoneCode,
} from './enterprise-options.ts';
import {
  hasLineBreak,
  isEmail,
  isPhoneValidFor,
  issuesToErrors,
  normalizeCountry,
  type FieldResult,
  type ValidationResult,
} from './lead-schema.ts';

// spec 5 "Enterprise form": the messages below are the spec's, word for word.
export const enterpriseMessages = {
  phone: 'Please enter a valid phone.',
  name: 'Please enter a valid name.',
  email: 'Please enter a valid email.',
  businessName: 'Please enter a valid business name.',
  websiteURL: 'Please enter a valid website URL.',
  industry: 'Please enter a valid industry.',
  role: 'Please enter a valid role.',
  companySize: 'Please enter a valid company size.',
  revenue: 'Please enter a valid revenue.',
  timeZone: 'Please enter a valid time zone.',
  firstChoice: 'Please enter a valid first choice date.',
  secondChoice: 'Please enter a valid second choice date.',
  thirdChoice: 'Please enter a valid third choice date.',
  // Not in the spec's table (docs/decisions/023-enterprise-option-lists.md).
  countryCode: 'Please enter a valid country.',
  services: 'Please choose services from the list.',
  comments: 'Comments must be 2000 characters or fewer.',
} as const;

export const CHOICE_FIELDS = ['firstChoice', 'secondChoice', 'thirdChoice'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
const choiceNames: Record<ChoiceField, string> = {
  firstChoice: 'first choice',
  secondChoice: 'second choice',
  thirdChoice: 'third choice',
};

/** spec 5: "This date and time has already been selected for {other choice}. ..." */
export function duplicateChoiceMessage(other: ChoiceField): string {
  return `This date and time has already been selected for ${choiceNames[other]}. Please choose a different date and time.`;
}

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

export interface EnterpriseContact {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  businessName: string;
  websiteURL: string;
  industry: (typeof INDUSTRIES)[number];
  role: (typeof ROLES)[number];
  companySize: (typeof COMPANY_SIZES)[number];
  revenue: (typeof REVENUES)[number];
  timeZone: TimeZoneCode;
  /** Wall-clock "yyyy-MM-ddTHH:mm" in timeZone, or an ISO instant with Z/offset. */
  firstChoice: string;
  secondChoice: string;
  thirdChoice: string;
  comments: string;
  /** Comma-joined (spec 3). */
  services: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const oneOf = (list: readonly string[], v: unknown): boolean => typeof v === 'string' && list.includes(v);

export function ianaZone(code: string | undefined): string | undefined {
  return TIME_ZONE_CODES.find((z) => z.value === code)?.iana;
}

/** Offset of an IANA zone from UTC at a given instant, in ms. */
function zoneOffset(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.000)?)?$/;
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A choice as an instant. The form sends the picked wall-clock time, which means that time in the chosen
 * time zone (decision 024); an explicit ISO instant is accepted too.
 */
export function choiceInstant(value: unknown, timeZone: string | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (INSTANT_RE.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  const m = WALL_RE.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  // spec 5: the picker offers 30-minute slots.
  if (h > 23 || (mi !== 0 && mi !== 30)) return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  // An unknown zone is reported on timeZone; Hawaii, the latest of the six, keeps the past check lenient.
  const zone = ianaZone(timeZone) ?? 'Pacific/Honolulu';
  let ms = wall - zoneOffset(wall, zone);
  ms = wall - zoneOffset(ms, zone);
  return ms;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** spec 5/7: "d MMM yyyy / hh:mma", in the visitor's chosen time zone. */
export function formatChoice(ms: number, timeZone: string): string {
  const zone = ianaZone(timeZone) ?? 'America/Los_Angeles';
  const wall = new Date(ms + zoneOffset(ms, zone));
  const h24 = wall.getUTCHours();
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()} / ${pad(h12)}:${pad(wall.getUTCMinutes())}${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Turns a picked Date (browser local wall clock) into the value the form submits. */
export function toChoiceValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function servicesList(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return [];
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (!items || !items.every((s) => typeof s === 'string')) return undefined;
  const trimmed = (items as string[]).map((s) => s.trim()).filter(Boolean);
  return trimmed.every((s) => oneOf(SERVICES, s)) ? [...new Set(trimmed)] : undefined;
}

export type { EnterpriseField };

/**
 * One field, as on blur or submit. `form` supplies the fields a rule depends on (countryCode for phone,
 * timeZone for the dates). Duplicate dates are checked by validateChoices.
 */
export function validateEnterpriseField(
  field: EnterpriseField,
  value: unknown,
  form: Record<string, unknown> = {},
  now: Date = new Date(),
): FieldResult {
  // Every field but comments is one line: a CR or LF (say a businessName faking a "Bcc:" line in the sales
  // mail) gets the field's own spec message, before trimming could hide a trailing one.
  if (field !== 'comments' && hasLineBreak(value)) return enterpriseMessages[field];
  const v = str(value);
  switch (field) {
    case 'name':
      return v && v.length <= ENTERPRISE_LIMITS.name && NAME_RE.test(v) && /\p{L}/u.test(v)
        ? undefined
        : enterpriseMessages.name;
    case 'email':
      return v && v.length <= ENTERPRISE_LIMITS.email && isEmail(v) ? undefined : enterpriseMessages.email;
    case 'phone': {
      const country = normalizeCountry(form.countryCode);
      return v && v.length <= ENTERPRISE_LIMITS.phone && isPhoneValidFor(v, country ?? 'US')
        ? undefined
        : enterpriseMessages.phone;
    }
    case 'businessName':
      return v && v.length <= ENTERPRISE_LIMITS.businessName && !CONTROL_RE.test(v)
        ? undefined
        : enterpriseMessages.businessName;
    case 'websiteURL':
      return v && v.length <= ENTERPRISE_LIMITS.websiteURL && WEBSITE_URL_RE.test(v)
        ? undefined
        : enterpriseMessages.websiteURL;
    case 'industry':
      return oneOf(INDUSTRIES, value) ? undefined : enterpriseMessages.industry;
    case 'role':
      return oneOf(ROLES, value) ? undefined : enterpriseMessages.role;
    case 'companySize':
      return oneOf(COMPANY_SIZES, value) ? undefined : enterpriseMessages.companySize;
    case 'revenue':
      return oneOf(REVENUES, value) ? undefined : enterpriseMessages.revenue;
    case 'timeZone':
      return oneOf(
        TIME_ZONE_CODES.map((z) => z.value),
        value,
      )
        ? undefined
        : enterpriseMessages.timeZone;
    case 'firstChoice':
    case 'secondChoice':
    case 'thirdChoice': {
      const ms = choiceInstant(value, typeof form.timeZone === 'string' ? form.timeZone : undefined);
      // spec 5: each required, not in the past.
      return ms !== undefined && ms >= now.getTime() ? undefined : enterpriseMessages[field];
    }
    case 'comments':
      if (value === undefined || value === null) return undefined;
      return typeof value === 'string' && value.length <= ENTERPRISE_LIMITS.comments && !CONTROL_RE.test(value)
        ? undefined
        : enterpriseMessages.comments;
    case 'services':
      return servicesList(value) ? undefined : enterpriseMessages.services;
  }
}

/** spec 5: the three choices must differ; the later choice gets the message naming the earlier one. */
export function validateChoices(form: Record<string, unknown>): Partial<Record<ChoiceField, string>> {
  const tz = typeof form.timeZone === 'string' ? form.timeZone : undefined;
  const errors: Partial<Record<ChoiceField, string>> = {};
  CHOICE_FIELDS.forEach((field, i) => {
    const ms = choiceInstant(form[field], tz);
    if (ms === undefined) return;
    const earlier = CHOICE_FIELDS.slice(0, i).find((other) => choiceInstant(form[other], tz) === ms);
    if (earlier) errors[field] = duplicateChoiceMessage(earlier);
  });
  return errors;
}

function checkEnterprise(
  raw: Record<string, unknown>,
  now: Date,
): { errors: Record<string, string>; data?: EnterpriseContact } {
  const errors: Record<string, string> = {};
  if (normalizeCountry(raw.countryCode) === undefined) errors.countryCode = enterpriseMessages.countryCode;
  for (const field of ENTERPRISE_FIELDS) {
    const msg = validateEnterpriseField(field, raw[field], raw, now);
    if (msg) errors[field] = msg;
  }
  for (const [field, msg] of Object.entries(validateChoices(raw))) if (!errors[field]) errors[field] = msg;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    data: {
      name: str(raw.name),
      email: str(raw.email),
      phone: str(raw.phone),
      countryCode: normalizeCountry(raw.countryCode) as string,
      businessName: str(raw.businessName),
      websiteURL: str(raw.websiteURL),
      industry: raw.industry as EnterpriseContact['industry'],
      role: raw.role as EnterpriseContact['role'],
      companySize: raw.companySize as EnterpriseContact['companySize'],
      revenue: raw.revenue as EnterpriseContact['revenue'],
      timeZone: raw.timeZone as TimeZoneCode,
      firstChoice: raw.firstChoice as string,
      secondChoice: raw.secondChoice as string,
      thirdChoice: raw.thirdChoice as string,
      comments: typeof raw.comments === 'string' ? raw.comments.trim() : '',
      services: (servicesList(raw.services) ?? []).join(', '),
    },
  };
}

/** The zod schema of the enterprise formData; unknown fields (a client-sent `to`, say) are dropped. */
export function enterpriseSchema(now: Date = new Date()) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((raw: Record<string, unknown>, ctx): EnterpriseContact => {
      const { errors, data } = checkEnterprise(raw, now);
      for (const [field, message] of Object.entries(errors))
        ctx.issues.push({ code: 'custom', path: [field], message, input: raw[field] });
      return data ?? (z.NEVER as never);
    }),
  );
}

export function validateEnterprise(data: unknown, now: Date = new Date()): ValidationResult<EnterpriseContact> {
  const result = enterpriseSchema(now).safeParse(data);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
}

/** spec 7: the template variables, the three choices as formatted text and services comma-joined. */
export interface EnterpriseMailVariables {
  name: string;
  email: string;
  phone: string;
  businessName: string;
  websiteURL: string;
  timeZone: string;
  firstChoice: string;
  secondChoice: string;
  thirdChoice: string;
  comments: string;
  industry: string;
  role: string;
  companySize: string;
  revenue: string;
  services: string;
}

export function enterpriseMailVariables(d: EnterpriseContact): EnterpriseMailVariables {
  const fmt = (v: string) => formatChoice(choiceInstant(v, d.timeZone) as number, d.timeZone);
  return {
    name: d.name,
    email: d.email,
    phone: d.phone,
    businessName: d.businessName,
    websiteURL: d.websiteURL,
    timeZone: d.timeZone,
    firstChoice: fmt(d.firstChoice),
    secondChoice: fmt(d.secondChoice),
    thirdChoice: fmt(d.thirdChoice),
    comments: d.comments,
    industry: d.industry,
    role: d.role,
    companySize: d.companySize,
    revenue: d.revenue,
    services: d.services,
  };
}
