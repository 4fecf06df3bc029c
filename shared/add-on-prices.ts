// The business-creation product's add-on prices (spec 7, 9). A module of its own: the Business Maker page prices its
// add-ons without the plan cards' view model (shared/plan-view.ts), which the pages with price cards load.
import type { PriceData } from './catalogue-types.ts';
import { addOnFactor, addOnMonthlyPrice, formatPrice } from './price-rules.ts';

export interface AddOnDefinition {
  planId: string;
  ratePlanId: string;
}

export interface AddOnPrice {
  planId: string;
  ratePlanId: string;
  /** 12-month display price x factor / 12 (spec 9). */
  monthly: number;
  priceText: string;
}

/** spec 7, 9: the business-creation product's 12-month add-ons, priced from the 12-month display price. */
export function addOnPrices(addOns: readonly AddOnDefinition[], prices: Record<string, PriceData>): AddOnPrice[] {
  return addOns.flatMap((a) => {
    const p = Object.hasOwn(prices, a.ratePlanId) ? prices[a.ratePlanId] : undefined;
    if (!p) return [];
    const monthly = addOnMonthlyPrice(p.termDisplayPrice.finalPrice, addOnFactor(a.planId));
    return [{ planId: a.planId, ratePlanId: a.ratePlanId, monthly, priceText: `${formatPrice(monthly)}/mo` }];
  });
}
