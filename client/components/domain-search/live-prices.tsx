import { useEffect } from 'react';
import { liveTlds, TLD_FETCH_ERROR, tldPrice } from '../../../content/domains.ts';
import { roundCents } from '../../../shared/price-rules.ts';
import { tldFigures, type TldFigures } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import { perYear, priceAtCheckout } from '../../../content/chrome/shell-texts.ts';

// spec 7, 9: live first-year prices, looked up by the server in the background with the catalogue and rendered into
// the HTML (decision 220), so no price changes after load. The browser keeps them under tldData (spec 7).
export const TLD_CACHE_KEY = 'tldData';
export { TLD_FETCH_ERROR };

export type LivePrices = Record<string, number | null>;

/** Parses an API answer or cache entry into prices rounded to cents; a missing or bad TLD is null. */
export function parseLivePrices(body: unknown, tlds: readonly string[]): LivePrices | null {
  const prices = (body as { prices?: unknown } | null)?.prices;
  if (!prices || typeof prices !== 'object') return null;
  const out: LivePrices = {};
  for (const tld of tlds) {
    const v = (prices as Record<string, unknown>)[tld];
    out[tld] = typeof v === 'number' && Number.isFinite(v) && v >= 0 ? roundCents(v) : null;
  }
  return out;
}

/** One extension's prices as the server rendered them: the catalogue snapshot's live price, else the embedded one. */
export function useTldPrice(tld: string): TldFigures {
  return tldFigures(tld, tldPrice(tld), useAppData().catalogue.domainPrices);
}

/** spec 7: the rendered live prices are kept in localStorage under tldData ({savedAt, prices}). */
export function useTldDataCache(): void {
  const { catalogue } = useAppData();
  const live = catalogue.domainPrices;
  useEffect(() => {
    if (!live) return;
    const prices = parseLivePrices({ prices: live }, liveTlds);
    try {
      window.localStorage.setItem(TLD_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), prices }));
    } catch {
      // a full or blocked storage costs nothing: the page already shows the prices
    }
  }, [live]);
}

/**
 * One TLD's first-year price text: "$3.46/yr", the spec 8 message when the live lookup failed for it, or "Price
 * shown at checkout" for an extension the site has no price for. The slot keeps one line of height.
 */
export function TldPriceText({ tld }: { tld: string }) {
  const { firstYear } = useTldPrice(tld);
  if (typeof firstYear === 'string')
    return (
      <>
        {firstYear}
        {perYear}
      </>
    );
  return (
    <span className="live-price" data-tld={tld}>
      {firstYear === null ? TLD_FETCH_ERROR : priceAtCheckout}
    </span>
  );
}
