// The embedded (fallback) price catalogue: every rate plan the site links to, shaped as spec 3 "Price data".
// The spec states only some figures; the rest are chosen to agree with every number it states
// (docs/decisions/011-embedded-prices.md). A price change is an edit here and nowhere else.
import type { PriceData } from '../shared/catalogue-types.ts';
import { fromCents, perMonth, termMonths, toCents } from '../shared/price-rules.ts';

interface TermPriceInput {
  ratePlanId: string;
  /** Monthly list price before the first-term discount. */
  regularMonthly: number;
  /** Monthly first-term price; equal to regularMonthly when there is no promotion. */
  saleMonthly?: number;
  /** One-time fee charged with the first term. */
  onetime?: number;
}

/** Builds term totals from monthly figures in integer cents, so the totals divide back exactly. */
function termPrice({
  ratePlanId,
  regularMonthly,
  saleMonthly = regularMonthly,
  onetime = 0,
}: TermPriceInput): PriceData {
  const months = termMonths(ratePlanId);
  if (months === null) throw new Error(`rate plan without a term: ${ratePlanId}`);
  const price = fromCents(toCents(regularMonthly) * months);
  const finalPrice = fromCents(toCents(saleMonthly) * months);
  return {
    termDisplayPrice: {
      price,
      discount: fromCents(toCents(price) - toCents(finalPrice)),
      finalPrice,
      recurring: price,
      unitPricePerMonth: perMonth(finalPrice, months),
    },
    onetimeCharge: { finalPrice: onetime },
    charges: { recurring: finalPrice, onetime },
  };
}

/** One-time products (build-my-site add-ons): no recurring charge, the card shows the one-time price. */
function oneTimeOnly(onetime: number): PriceData {
  return {
    termDisplayPrice: { price: 0, discount: 0, finalPrice: 0, recurring: 0, unitPricePerMonth: 0 },
    onetimeCharge: { finalPrice: onetime },
    charges: { recurring: 0, onetime },
  };
}

/**
 * .AI domain, two-year term (spec 2.5, 9): $79.99 the first year instead of $99.99, the second year at $99.99.
 * Term list price 199.98, discount 20.00, first term 179.98.
 */
export const AI_DOMAIN = {
  ratePlanId: 'yd2a_t24m',
  firstYearSale: 79.99,
  regularPerYear: 99.99,
  termYears: 2,
} as const;

function domainTerm(): PriceData {
  const price = fromCents(toCents(AI_DOMAIN.regularPerYear) * AI_DOMAIN.termYears);
  const discount = fromCents(toCents(AI_DOMAIN.regularPerYear) - toCents(AI_DOMAIN.firstYearSale));
  const finalPrice = fromCents(toCents(price) - toCents(discount));
  return {
    termDisplayPrice: { price, discount, finalPrice, recurring: price, unitPricePerMonth: perMonth(finalPrice, 24) },
    onetimeCharge: { finalPrice: 0 },
    charges: { recurring: finalPrice, onetime: 0 },
  };
}

// A pure-annotated IIFE: a page that needs only AI_DOMAIN (the home page) does not ship the whole catalogue.
export const embeddedPrices: Readonly<Record<string, PriceData>> = /* @__PURE__ */ (() => ({
  // Website design, 6-month term with a one-time build fee (spec 3, 9).
  difmstandard_t6m: termPrice({ ratePlanId: 'difmstandard_t6m', regularMonthly: 29.99, onetime: 99 }),
  difmpremium_t6m: termPrice({ ratePlanId: 'difmpremium_t6m', regularMonthly: 79.99, onetime: 199 }),
  // Build my site: "plans from $299" (spec 2.5, 9).
  difmstdaddon_t6m: oneTimeOnly(299),
  difmpremaddon_t6m: oneTimeOnly(499),
  // Websites: "from $6.66/mo" (spec 2.5, 9).
  siteexp1a_t12m: termPrice({ ratePlanId: 'siteexp1a_t12m', regularMonthly: 6.66 }),
  siteexp2a_t12m: termPrice({ ratePlanId: 'siteexp2a_t12m', regularMonthly: 11.66 }),
  // WordPress: starter "as low as $3.99"; standard is the $0.99 promo, was 11.25 (spec 9, decision 011).
  wpstarter_t12m: termPrice({ ratePlanId: 'wpstarter_t12m', regularMonthly: 8.99, saleMonthly: 3.99 }),
  wpstandard_t12m: termPrice({ ratePlanId: 'wpstandard_t12m', regularMonthly: 11.25, saleMonthly: 0.99 }),
  // WooCommerce: professional is the $0.99 promo, was 11.25.
  woostandard_t12m: termPrice({ ratePlanId: 'woostandard_t12m', regularMonthly: 9.99, saleMonthly: 5.99 }),
  wooprofessional_t12m: termPrice({ ratePlanId: 'wooprofessional_t12m', regularMonthly: 11.25, saleMonthly: 0.99 }),
  // Ecommerce stores.
  rpc1a_t12m: termPrice({ ratePlanId: 'rpc1a_t12m', regularMonthly: 19.99 }),
  rpc2a_t12m: termPrice({ ratePlanId: 'rpc2a_t12m', regularMonthly: 29.99 }),
  rpc3a_t12m: termPrice({ ratePlanId: 'rpc3a_t12m', regularMonthly: 49.99 }),
  // Web hosting: professional is the $0.99 promo, was 17.99.
  whessentials_t12m: termPrice({ ratePlanId: 'whessentials_t12m', regularMonthly: 8.99, saleMonthly: 4.99 }),
  whadvanced_t12m: termPrice({ ratePlanId: 'whadvanced_t12m', regularMonthly: 12.99, saleMonthly: 7.99 }),
  whprofessional_t12m: termPrice({ ratePlanId: 'whprofessional_t12m', regularMonthly: 17.99, saleMonthly: 0.99 }),
  // Business mail: "from $1.19 per month".
  bmonea_t12m: termPrice({ ratePlanId: 'bmonea_t12m', regularMonthly: 1.19 }),
  bmfivea_t12m: termPrice({ ratePlanId: 'bmfivea_t12m', regularMonthly: 4.99 }),
  bmtena_t12m: termPrice({ ratePlanId: 'bmtena_t12m', regularMonthly: 8.99 }),
  // Local listings (localstd sells as localworksstd_t12m, spec 2.5 "Local listings").
  localworksstd_t12m: termPrice({ ratePlanId: 'localworksstd_t12m', regularMonthly: 24.99 }),
  localprem_t12m: termPrice({ ratePlanId: 'localprem_t12m', regularMonthly: 39.99 }),
  yd2a_t24m: domainTerm(),
}))();
