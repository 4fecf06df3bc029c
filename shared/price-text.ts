// Copy that quotes a price of ours names the rate plan, never the figure (decision 162): content/ writes
// "from {price:bmonea_t12m} per month" and the page fills it from the catalogue snapshot it renders with
// (AppData.catalogue), so the server HTML, the first client render and a price change all agree.
import type { PriceData } from './catalogue-types.ts';
import type { PageMeta } from './content-types.ts';
import { formatPrice, perMonth, termMonths } from './price-rules.ts';

/**
 * The placeholders, by kind:
 * - `{price:<ratePlanId>}`: the first-term price per month ("$0.99"), the "$X.XX/mo" figure of the plan card;
 * - `{regular:<ratePlanId>}`: the list price per month before the first-term discount ("$17.99");
 * - `{onetime:<ratePlanId>}`: the one-time fee, whole dollars without cents ("$299").
 */
export const PRICE_PLACEHOLDER_RE = /\{(price|regular|onetime):([a-z0-9_]+)\}/g;

export type PriceKind = 'price' | 'regular' | 'onetime';

/** The figure of one placeholder, or null when the snapshot has no such rate plan (or no term length for regular). */
export function priceFigure(kind: PriceKind, ratePlanId: string, prices: Record<string, PriceData>): string | null {
  const p = Object.hasOwn(prices, ratePlanId) ? prices[ratePlanId] : undefined;
  if (!p) return null;
  if (kind === 'price') return formatPrice(p.termDisplayPrice.unitPricePerMonth);
  if (kind === 'onetime') return formatPrice(p.onetimeCharge.finalPrice, { dropZeroCents: true });
  const months = termMonths(ratePlanId);
  return months ? formatPrice(perMonth(p.termDisplayPrice.price, months)) : null;
}

/**
 * Fills every price placeholder of a text from the snapshot's prices. The catalogue service keeps the embedded price
 * of any plan the upstream does not know, so a placeholder of content/ always resolves; one that does not stays
 * as written (a unit test checks every placeholder of content/ against the embedded prices).
 */
export function fillPrices(text: string, prices: Record<string, PriceData>): string {
  if (!text.includes('{')) return text;
  return text.replace(PRICE_PLACEHOLDER_RE, (m, kind: PriceKind, id: string) => priceFigure(kind, id, prices) ?? m);
}

/** The rate plans a text's placeholders name. */
export function priceRatePlans(text: string): string[] {
  return [...text.matchAll(PRICE_PLACEHOLDER_RE)].map((m) => m[2]);
}

/** A page's metadata with its prices filled: title, description, heading and intro may quote one. */
export function fillPageMeta(meta: PageMeta, prices: Record<string, PriceData>): PageMeta {
  const fill = (text: string) => fillPrices(text, prices);
  return {
    ...meta,
    name: fill(meta.name),
    title: fill(meta.title),
    description: fill(meta.description),
    h1: fill(meta.h1),
    intro: fill(meta.intro),
  };
}
