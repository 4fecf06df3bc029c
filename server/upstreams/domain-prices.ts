// Live first-year domain prices from the product upstream (spec 7 "Domain price lookup", decision 066): one lookup
// per extension, a search by product name and rate plan for online, me and site; result.price.firstYearPrice,
// rounded to cents. A failed extension is null; the caller tells "all failed" from "some failed".
//
// Bounded fan-out (decision 192): only extensions the site sells (content/domains.ts) are looked up, an unknown one
// is null without a call; answers are kept a minute and failures 15 s; concurrent lookups of one extension share
// one call; and the calls visitors cause are capped per second by the product API's call budget.
import { z } from 'zod';
import { domainSearchProducts, tldPrice } from '../../content/domains.ts';
import { roundCents } from '../../shared/price-rules.ts';
import type { Logger } from '../logger.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { readJson } from './body.ts';
import { unlimitedBudget, type CallBudget } from './call-budget.ts';

const answerSchema = z.object({
  result: z.object({ price: z.object({ firstYearPrice: z.number().finite().nonnegative() }) }),
});
const MAX_BODY = 16 * 1024;
const TTL_MS = 60_000;
/**
 * Its calls' label in the upstream metrics: the product API's domain-price endpoints, apart from the catalogue's
 * calls to the same service, since visitors' searches cause them.
 */
export const DOMAIN_PRICES_UPSTREAM = 'domain-prices';

/**
 * How long an extension's last good price may stand in for a failed lookup (the catalogue's own default, the same
 * rule as the pages): older than this, the price is unavailable and the spec 8 message shows instead.
 */
export const LAST_GOOD_MAX_AGE_MS = 10 * 60_000;

/** A failed lookup is not repeated for this long: a flood of one failing extension makes one call. */
export const FAILURE_TTL_MS = 15_000;

export interface DomainPricesDeps {
  productApiUrl: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** The product API's calls per second that visitors may cause (shared with promotion lookups). */
  budget?: CallBudget;
}

/** Prices by extension; `known`: how many of them the site sells (those that could have a live price). */
export type DomainPriceLookup = (
  tlds: readonly string[],
) => Promise<{ prices: Record<string, number | null>; known: number }>;

export function createDomainPrices(deps: DomainPricesDeps): DomainPriceLookup {
  const doFetch = upstreamFetch(DOMAIN_PRICES_UPSTREAM, deps.fetch);
  const now = deps.now ?? Date.now;
  const budget = deps.budget ?? unlimitedBudget;
  const base = deps.productApiUrl.replace(/\/+$/, '');
  // One entry per extension the site sells, so the cache is bounded by content/domains.ts.
  const cache = new Map<string, { price: number | null; until: number }>();
  const inflight = new Map<string, Promise<number | null>>();

  function urlFor(tld: string): string {
    if (Object.hasOwn(domainSearchProducts, tld)) {
      const product = domainSearchProducts[tld as keyof typeof domainSearchProducts];
      const u = new URL(`${base}/products/search`);
      u.searchParams.set('name', product.name);
      u.searchParams.set('ratePlan', product.ratePlanId);
      return u.toString();
    }
    return `${base}/domains/${encodeURIComponent(tld)}/price`;
  }

  async function fetchOne(tld: string): Promise<number | null> {
    let price: number | null = null;
    try {
      const res = await doFetch(urlFor(tld), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new Error(`HTTP ${res.status}`);
      }
      const body = await readJson(res, MAX_BODY, answerSchema);
      price = roundCents(body.result.price.firstYearPrice);
    } catch (e) {
      // Debug, not info or warn: a flood of lookups must not become a flood of log lines; the upstream metrics
      // (upstream_requests_total by outcome) count the failures.
      deps.logger.debug(
        { upstream: 'domain-prices', tld, reason: e instanceof Error ? e.message : 'failed' },
        'domain price lookup failed',
      );
    }
    cache.set(tld, { price, until: now() + (price === null ? FAILURE_TTL_MS : TTL_MS) });
    return price;
  }

  function one(tld: string): Promise<number | null> | number | null {
    if (!tldPrice(tld)) return null;
    const hit = cache.get(tld);
    if (hit && hit.until > now()) return hit.price;
    const running = inflight.get(tld);
    if (running) return running;
    // Over the budget: unavailable for this request, nothing remembered (the upstream did not fail).
    if (!budget.take()) return null;
    const p = fetchOne(tld).finally(() => inflight.delete(tld));
    inflight.set(tld, p);
    return p;
  }

  return async (tlds) => {
    const prices = await Promise.all(tlds.map(one));
    return {
      prices: Object.fromEntries(tlds.map((t, i) => [t, prices[i]])),
      known: tlds.filter((t) => tldPrice(t) !== undefined).length,
    };
  };
}
