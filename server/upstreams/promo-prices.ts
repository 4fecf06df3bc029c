import type { PriceData } from '../../shared/catalogue-types.ts';
import type { PromoCode } from '../../shared/promo.ts';
import type { Logger } from '../logger.ts';
import type { CallBudget } from './call-budget.ts';

// Prices under a promotion code (decision 192): one call per code at most per lifetime, concurrent asks sharing it,
// and beyond the product API's budget the base prices, without a call.

const MAX_PROMO_ENTRIES = 200;

export interface PromoPricesDeps {
  /** The product API's prices under a code (throws when it fails). */
  fetchPrices(promo: PromoCode): Promise<Record<string, PriceData>>;
  /** The prices without a code: the answer when a lookup fails or the budget is spent. */
  basePrices(): Promise<Record<string, PriceData>>;
  budget: CallBudget;
  ttlMs: number;
  failureTtlMs: number;
  now: () => number;
  log: Logger;
  describe(err: unknown): string;
}

export function createPromoPrices(deps: PromoPricesDeps): (promo: PromoCode) => Promise<Record<string, PriceData>> {
  const { fetchPrices, budget, ttlMs, failureTtlMs, now, log, describe } = deps;
  const promoCache = new Map<string, { prices: Record<string, PriceData>; expiresAt: number }>();
  const promoInflight = new Map<string, Promise<Record<string, PriceData>>>();

  function promoPrices(promo: PromoCode): Promise<Record<string, PriceData>> {
    const hit = promoCache.get(promo);
    if (hit && now() < hit.expiresAt) return Promise.resolve(hit.prices);
    // Concurrent asks for one code share one call; beyond the budget the base prices answer, without a call.
    const running = promoInflight.get(promo);
    if (running) return running;
    if (!budget.take()) return deps.basePrices();
    const p = fetchPromoPrices(promo).finally(() => promoInflight.delete(promo));
    promoInflight.set(promo, p);
    return p;
  }

  async function fetchPromoPrices(promo: PromoCode): Promise<Record<string, PriceData>> {
    let prices: Record<string, PriceData>;
    let life = ttlMs;
    try {
      prices = await fetchPrices(promo);
    } catch (err) {
      log.warn(
        { upstream: 'product-api', reason: describe(err), serving: 'no-promotion' },
        'promotion price lookup failed',
      );
      prices = await deps.basePrices();
      life = failureTtlMs;
    }
    promoCache.delete(promo);
    if (promoCache.size >= MAX_PROMO_ENTRIES) promoCache.delete(promoCache.keys().next().value as string);
    promoCache.set(promo, { prices, expiresAt: now() + life });
    return prices;
  }

  return promoPrices;
}
