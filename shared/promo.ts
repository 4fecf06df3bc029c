// spec 5 "Promotion code" / CONTRACT.md "Query p": letters, digits, hyphen, underscore, at sign and period only.
const PROMO_PATTERN = /^[A-Za-z0-9_@.-]+$/;

/** Longest promotion code accepted; real codes are short, and this keeps cookies and links bounded. */
export const PROMO_MAX_LENGTH = 64;

declare const promoCodeBrand: unique symbol;

/**
 * A promotion code that has passed the rule above. Only parsePromo makes one, at each place a code comes in from
 * outside (the server's `?p` and `?promo`, the browser's cookie and `?p`); everything after that (store, links,
 * the cookie, the price lookup) takes this type and checks nothing again. Its alphabet needs no escaping in a URL
 * or a cookie.
 */
export type PromoCode = string & { readonly [promoCodeBrand]: true };

/** The code, if the value is a valid promotion code; otherwise null. */
export function parsePromo(value: unknown): PromoCode | null {
  return typeof value === 'string' && value.length <= PROMO_MAX_LENGTH && PROMO_PATTERN.test(value)
    ? (value as PromoCode)
    : null;
}

/** A promotion code written in the site's own content: a wrong one stops the module from loading. */
export function promoCode(literal: string): PromoCode {
  const code = parsePromo(literal);
  if (code === null) throw new Error(`not a valid promotion code: ${JSON.stringify(literal)}`);
  return code;
}

/** The rebranding offer's code (spec 9 "A rebranding banner offers 23% off with a code"). */
export const REBRAND_PROMO_CODE = promoCode('NEWHARBOR23');

/** Codes whose terms exclude domains: a domain link never carries them (the buyer would be promised nothing). */
const CODES_EXCLUDING_DOMAINS: ReadonlySet<string> = new Set([REBRAND_PROMO_CODE.toUpperCase()]);

/** The code a domain checkout link may carry: none when the code's terms exclude domains. */
export function promoForDomains(code: PromoCode | null | undefined): PromoCode | null {
  if (!code) return null;
  return CODES_EXCLUDING_DOMAINS.has(code.toUpperCase()) ? null : code;
}
