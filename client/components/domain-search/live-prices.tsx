import { useEffect, useState } from 'react';
import { liveTlds, TLD_FETCH_ERROR } from '../../../content/domains.ts';
import { formatPrice, roundCents } from '../../../shared/price-rules.ts';

// spec 7, 9: live first-year prices for these TLDs, fetched after hydration, cached in localStorage under tldData.
export const TLD_CACHE_KEY = 'tldData';
/** How long a cached answer is reused (docs/decisions/061-live-domain-prices.md). */
export const TLD_CACHE_TTL_MS = 60 * 60 * 1000;
export { TLD_FETCH_ERROR };

export type LivePrices = Record<string, number | null>;
export type LiveState = { status: 'loading' } | { status: 'ok'; prices: LivePrices } | { status: 'error' };

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

function readCache(now: number): LivePrices | null {
  try {
    const raw = window.localStorage.getItem(TLD_CACHE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { savedAt?: number; prices?: unknown };
    if (typeof entry.savedAt !== 'number' || now - entry.savedAt > TLD_CACHE_TTL_MS || now < entry.savedAt) return null;
    return parseLivePrices(entry, liveTlds);
  } catch {
    return null; // storage blocked or a damaged entry: fetch again
  }
}

/** Live prices: "loading" in the server HTML and the first client render, then the cache or the API. */
export function useLiveTldPrices(): LiveState {
  const [state, setState] = useState<LiveState>({ status: 'loading' });
  useEffect(() => {
    const cached = readCache(Date.now());
    if (cached) {
      setState({ status: 'ok', prices: cached });
      return;
    }
    const controller = new AbortController();
    fetch(`/api/domains/prices?tlds=${liveTlds.join(',')}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`status ${r.status}`))))
      .then((body: unknown) => {
        const prices = parseLivePrices(body, liveTlds);
        if (!prices) throw new Error('bad answer');
        try {
          window.localStorage.setItem(TLD_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), prices }));
        } catch {
          // a full or blocked storage only costs a refetch next time
        }
        setState({ status: 'ok', prices });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  return state;
}

/**
 * One TLD's first-year price. A price the server rendered never changes (decision 061); a TLD without one shows
 * the live price, "Price shown at checkout" when the lookup had none for it, or the error of spec 8 when the
 * whole lookup failed. The slot keeps one line of height so nothing shifts.
 */
export function TldPriceText({ tld, serverPrice, live }: { tld: string; serverPrice: number | null; live: LiveState }) {
  if (serverPrice !== null) return <>{formatPrice(serverPrice)}/yr</>;
  let text = 'Checking price…';
  if (live.status === 'error') text = TLD_FETCH_ERROR;
  else if (live.status === 'ok') {
    const p = live.prices[tld];
    text = p === null || p === undefined ? 'Price shown at checkout' : `${formatPrice(p)}/yr`;
  }
  return (
    <span className="live-price" aria-live="polite" data-tld={tld}>
      {text}
    </span>
  );
}
