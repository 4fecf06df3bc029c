// Copy that quotes a price of ours names the rate plan, never the figure (decision 162): content/ writes
// "from {price:bmonea_t12m} per month" and the page fills it from the catalogue snapshot it renders with
// (AppData.catalogue), so the server HTML, the first client render and a price change all agree.
import type { PriceData } from './catalogue-types.ts';
import type { PageMeta } from './content-types.ts';
import { discountPercent, formatPrice, perMonth, termMonths } from './price-rules.ts';

/**
 * The placeholders, by kind:
 * - `{price:<ratePlanId>}`: the first-term price per month ("$0.99"), the "$X.XX/mo" figure of the plan card;
 * - `{regular:<ratePlanId>}`: the list price per month before the first-term discount ("$17.99");
 * - `{onetime:<ratePlanId>}`: the one-time fee, whole dollars without cents ("$299");
 * - `{save:<ratePlanId>}`: the first-term saving in percent, rounded down ("94"); none without a discount;
 * - `{year:<ratePlanId>}`: the list price per year of a term of whole years ("$99.99" for .AI's two years);
 * - `{firstyear:<ratePlanId>}`: that year's price with the term's whole discount taken off ("$79.99").
 * `a|b` names several plans and quotes the one with the lowest first-term monthly price (a "from" figure).
 */
export const PRICE_PLACEHOLDER_RE = /\{(price|regular|onetime|save|year|firstyear):([a-z0-9_|]+)\}/g;

export type PriceKind = 'price' | 'regular' | 'onetime' | 'save' | 'year' | 'firstyear';

/** The figure of one placeholder, or null when the snapshot has no such rate plan or the plan has no such figure. */
export function priceFigure(kind: PriceKind, ratePlanIds: string, prices: Record<string, PriceData>): string | null {
  let p: PriceData | undefined;
  let id = '';
  for (const one of ratePlanIds.split('|')) {
    const q = Object.hasOwn(prices, one) ? prices[one] : undefined;
    if (q && (!p || q.termDisplayPrice.unitPricePerMonth < p.termDisplayPrice.unitPricePerMonth)) [p, id] = [q, one];
  }
  if (!p) return null;
  const t = p.termDisplayPrice;
  if (kind === 'price') return formatPrice(t.unitPricePerMonth);
  if (kind === 'onetime') return formatPrice(p.onetimeCharge.finalPrice, { dropZeroCents: true });
  if (kind === 'save') {
    const percent = discountPercent(t.discount, t.price);
    return percent > 0 ? String(percent) : null;
  }
  // The list price spread over the term's months (regular) or its whole years (year, firstyear).
  const months = termMonths(id);
  if (!months || (kind !== 'regular' && months % 12)) return null;
  const list = perMonth(t.price, kind === 'regular' ? months : months / 12);
  return formatPrice(kind === 'firstyear' ? list - t.discount : list);
}

/**
 * Fills every price placeholder of a text from the snapshot's prices. The catalogue service keeps the embedded price
 * of any plan the upstream does not know, so a placeholder of content/ always resolves; one that does not stays
 * as written (a unit test checks every placeholder of content/ against the embedded prices).
 */
export function fillPrices(text: string, prices: Record<string, PriceData>): string {
  return text.replace(PRICE_PLACEHOLDER_RE, (m, kind: PriceKind, id: string) => priceFigure(kind, id, prices) ?? m);
}

/**
 * The text with its prices filled, or null when one of its figures is missing (a plan the snapshot lacks, a saving
 * of 0%): the page then leaves that text out rather than show a placeholder or "SAVE 0%".
 */
export function priceText(text: string, prices: Record<string, PriceData>): string | null {
  const filled = fillPrices(text, prices);
  return filled.search(PRICE_PLACEHOLDER_RE) < 0 ? filled : null;
}

/** The rate plans a text's placeholders name. */
export function priceRatePlans(text: string): string[] {
  return [...text.matchAll(PRICE_PLACEHOLDER_RE)].flatMap((m) => m[2].split('|'));
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

/**
 * A domain extension's yearly figures (spec 7, 9). `firstYear` is the snapshot's live first-year price, else the
 * listed sale price: a string to show, null when the live lookup failed for this extension (the spec 8 message goes
 * in its place), undefined when the site has no price for it. `regular` is the listed yearly price, only when it is
 * above the first year's (then struck through beside it).
 */
export interface TldFigures {
  firstYear: string | null | undefined;
  regular: string | null;
}

export function tldFigures(
  tld: string,
  listed: { sale: number; regular: number } | undefined,
  live: Readonly<Record<string, number | null>> | null | undefined,
): TldFigures {
  const first = live && Object.hasOwn(live, tld) ? live[tld] : listed?.sale;
  return {
    firstYear: typeof first === 'number' ? formatPrice(first) : first,
    regular: listed && typeof first === 'number' && listed.regular > first ? formatPrice(listed.regular) : null,
  };
}

/** A yearly amount of the domain price data (content/domains.ts): the offer strip's first-year promotions, a listed price. */
export const domainFigure = (amount: number): string => formatPrice(amount);

/** Whether one plan's first-term monthly price is below another's, for a note that holds only while it is (decision 092). */
export function isBelow(c: { below: string; than: string }, prices: Record<string, PriceData>): boolean {
  const [a, b] = [c.below, c.than].map((id) => (Object.hasOwn(prices, id) ? prices[id] : undefined));
  return !!a && !!b && a.termDisplayPrice.unitPricePerMonth < b.termDisplayPrice.unitPricePerMonth;
}
