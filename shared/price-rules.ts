// Price rules of spec 9, pure and shared by the server render and the client.
// Money is computed in integer cents so that 0.1 + 0.2 style float artefacts never reach a visitor.
import { groupThousands } from './digits.ts';

/** spec 9: business-creation add-on factor, and the one for the local listings premium add-on. */
export const ADDON_FACTOR = 0.8;
export const LOCAL_PREMIUM_ADDON_FACTOR = 0.7916;

/** spec 9: the factor of one business-creation add-on, by plan id (the local listings premium add-on differs). */
export function addOnFactor(planId: string): number {
  return planId === 'localprem' ? LOCAL_PREMIUM_ADDON_FACTOR : ADDON_FACTOR;
}

/** spec 9: an asterisk follows the price on these paths. */
export const ASTERISK_PATHS = ['/hosting', '/wordpress', '/woocommerce'] as const;

/** Dollars to integer cents, robust to binary float noise (1.005 -> 101, 0.1 + 0.2 -> 30). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  // toPrecision(12) drops the noise below a tenth of a micro-dollar before rounding half away from zero.
  const scaled = Number((Math.abs(amount) * 100).toPrecision(12));
  return Math.sign(amount) * Math.round(scaled);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds a dollar amount to cents: roundCents(0.1 + 0.2) === 0.3. */
export function roundCents(amount: number): number {
  return fromCents(toCents(amount));
}

/** "$1,234.50"; with dropZeroCents "$299" for whole dollars (marketing "from $299"). */
export function formatPrice(amount: number, options: { dropZeroCents?: boolean } = {}): string {
  const cents = toCents(amount);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? '-' : '';
  const dollars = groupThousands(whole);
  if (options.dropZeroCents && rest === 0) return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** spec 9: discount / price x 100, rounded down; 0 when there is no price. */
export function discountPercent(discount: number, price: number): number {
  const d = toCents(discount);
  const p = toCents(price);
  if (p <= 0 || d <= 0) return 0;
  // Integer division on cents: floor(1700 * 100 / 1799) = 94, with no float rounding on the way.
  return Math.floor((d * 100) / p);
}

/** Amount per month of a term total, to cents (215.88 over 12 months -> 17.99). */
export function perMonth(termAmount: number, months: number): number {
  if (!Number.isInteger(months) || months <= 0) throw new RangeError(`bad term length: ${months}`);
  return fromCents(Math.round(toCents(termAmount) / months));
}

/** Term length in months from a rate plan id suffix (_t12m, _t6m, _t24m); null when it has none. */
export function termMonths(ratePlanId: string): number | null {
  const m = /_t(\d+)m$/.exec(ratePlanId);
  return m ? Number(m[1]) : null;
}

/**
 * spec 9: business-creation add-on monthly price = 12-month display price x 0.8 / 12
 * (x 0.7916 for the local listings premium add-on), to cents.
 */
export function addOnMonthlyPrice(twelveMonthDisplayPrice: number, factor: number = ADDON_FACTOR): number {
  // Work in hundredths of a cent so that the factor's four decimals are exact before the final rounding.
  const scaledFactor = Math.round(factor * 10_000);
  const tenThousandthsOfCents = toCents(twelveMonthDisplayPrice) * scaledFactor;
  return fromCents(Math.round(tenThousandthsOfCents / 10_000 / 12));
}

/** spec 9: 0.00 shows the plan's free text, anything else "$X.XX/mo". */
export function monthlyPriceText(monthly: number, freeText: string): string {
  return toCents(monthly) === 0 ? freeText : `${formatPrice(monthly)}/mo`;
}

/** spec 9: an asterisk on /hosting, /wordpress and /woocommerce (and their sub-paths). */
export function showsAsterisk(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return ASTERISK_PATHS.some((p) => clean === p || clean.startsWith(`${p}/`));
}
