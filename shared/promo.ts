// spec 5 "Promotion code" / CONTRACT.md "Query p": letters, digits, hyphen, underscore, at sign and period only.
const PROMO_PATTERN = /^[A-Za-z0-9_@.-]+$/;

/** Longest promotion code accepted; real codes are short, and this keeps cookies and links bounded. */
export const PROMO_MAX_LENGTH = 64;

export function isValidPromo(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PROMO_MAX_LENGTH && PROMO_PATTERN.test(value);
}

/** The rebranding offer's code (spec 9 "A rebranding banner offers 23% off with a code"). */
export const REBRAND_PROMO_CODE = 'NEWHARBOR23';

/** Codes whose terms exclude domains: a domain link never carries them (the buyer would be promised nothing). */
const CODES_EXCLUDING_DOMAINS: ReadonlySet<string> = new Set([REBRAND_PROMO_CODE.toUpperCase()]);

/** The code a domain checkout link may carry: none when the code's terms exclude domains. */
export function promoForDomains(code: string | null | undefined): string | null {
  if (!isValidPromo(code)) return null;
  return CODES_EXCLUDING_DOMAINS.has(code.toUpperCase()) ? null : code;
}
