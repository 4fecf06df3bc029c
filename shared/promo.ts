// spec 5 "Promotion code" / CONTRACT.md "Query p": letters, digits, hyphen, underscore, at sign and period only.
const PROMO_PATTERN = /^[A-Za-z0-9_@.-]+$/;

/** Longest promotion code accepted; real codes are short, and this keeps cookies and links bounded. */
export const PROMO_MAX_LENGTH = 64;

export function isValidPromo(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PROMO_MAX_LENGTH && PROMO_PATTERN.test(value);
}
