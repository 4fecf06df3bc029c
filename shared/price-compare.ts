// A price note that holds only while one plan is cheaper than another (decision 092), kept apart from
// shared/price-text.ts because only /wordpress asks: every page loads price-text (the JavaScript budget, decision 150).
import type { PriceData } from './catalogue-types.ts';

/** Whether one plan's first-term monthly price is below another's, for a note that holds only while it is. */
export function isBelow(c: { below: string; than: string }, prices: Record<string, PriceData>): boolean {
  const [a, b] = [c.below, c.than].map((id) => (Object.hasOwn(prices, id) ? prices[id] : undefined));
  return !!a && !!b && a.termDisplayPrice.unitPricePerMonth < b.termDisplayPrice.unitPricePerMonth;
}
