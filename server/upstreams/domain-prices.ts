// Live first-year domain prices from the product upstream (spec 7 "Domain price lookup", decision 066): one lookup
// per extension, a search by product name and rate plan for online, me and site; result.price.firstYearPrice,
// rounded to cents. A failed extension is null; the caller tells "all failed" from "some failed".
import { z } from 'zod';
import { domainSearchProducts } from '../../content/domains.ts';
import { roundCents } from '../../shared/price-rules.ts';
import type { Logger } from '../logger.ts';
import { readJson } from './body.ts';

const answerSchema = z.object({
  result: z.object({ price: z.object({ firstYearPrice: z.number().finite().nonnegative() }) }),
});
const MAX_BODY = 16 * 1024;
const TTL_MS = 60_000;

export interface DomainPricesDeps {
  productApiUrl: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export type DomainPriceLookup = (tlds: readonly string[]) => Promise<Record<string, number | null>>;

export function createDomainPrices(deps: DomainPricesDeps): DomainPriceLookup {
  const doFetch = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? Date.now;
  const base = deps.productApiUrl.replace(/\/+$/, '');
  // Successful answers are kept a minute, so a busy domains page asks the upstream once per extension per minute.
  const cache = new Map<string, { price: number; until: number }>();

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

  async function one(tld: string): Promise<number | null> {
    const hit = cache.get(tld);
    if (hit && hit.until > now()) return hit.price;
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
      const price = roundCents(body.result.price.firstYearPrice);
      cache.set(tld, { price, until: now() + TTL_MS });
      return price;
    } catch (e) {
      deps.logger.warn(
        { upstream: 'domain-prices', tld, reason: e instanceof Error ? e.message : 'failed' },
        'domain price lookup failed',
      );
      return null;
    }
  }

  return async (tlds) => {
    const prices = await Promise.all(tlds.map(one));
    return Object.fromEntries(tlds.map((t, i) => [t, prices[i]]));
  };
}
