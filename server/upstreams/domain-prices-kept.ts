import { pricedTlds } from '../../content/domains.ts';
import type { Logger } from '../logger.ts';

// The domain prices of the catalogue's snapshot: each lookup's answer, with last good prices kept for a while.

export type DomainPricesOf = (
  result: PromiseSettledResult<Record<string, number | null> | null>,
  t: number,
) => { prices: Record<string, number | null>; failed: boolean };

export function keptDomainPrices(
  embedded: Record<string, number | null>,
  maxStaleMs: number,
  log: Logger,
): DomainPricesOf {
  const lastGoodDomains = new Map<string, { price: number; at: number }>();
  /**
   * decisions 220, 265: the live first-year price of each extension. One rule for a failed lookup, whether or not
   * the others failed: the extension keeps its last good price while that is fresh (maxStaleMs), else is null and
   * every page shows the spec 8 message where its price would be. The embedded table is only for a site without a
   * product API: once live prices are configured, an embedded figure could be one the upstream no longer charges.
   */
  function domainPricesFrom(
    result: PromiseSettledResult<Record<string, number | null> | null>,
    t: number,
  ): { prices: Record<string, number | null>; failed: boolean } {
    if (result.status === 'fulfilled' && result.value === null) return { prices: embedded, failed: false };
    const answer = result.status === 'fulfilled' ? result.value! : {};
    const recent = (tld: string): number | null => {
      const hit = lastGoodDomains.get(tld);
      return hit && t - hit.at <= maxStaleMs ? hit.price : null;
    };
    const found = pricedTlds.filter((tld) => typeof answer[tld] === 'number');
    if (found.length === 0) {
      const kept = pricedTlds.some((tld) => recent(tld) !== null);
      log.warn(
        { upstream: 'domain-prices', reason: 'every lookup failed', serving: kept ? 'last-good' : 'message' },
        'domain price upstream failed',
      );
    }
    const prices: Record<string, number | null> = {};
    for (const tld of pricedTlds) {
      const p = answer[tld];
      if (typeof p === 'number') lastGoodDomains.set(tld, { price: p, at: t });
      prices[tld] = typeof p === 'number' ? p : recent(tld);
    }
    return { prices, failed: found.length < pricedTlds.length };
  }

  return domainPricesFrom;
}
