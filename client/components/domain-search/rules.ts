// Domain search rules (spec 5 "Domain search", spec 7 "Navigations"): pure, so unit tests pin them down.
import { domainCheckoutHref } from '../../../shared/checkout.ts';
import type { PromoCode } from '../../../shared/promo.ts';

/** spec 9: "domain search 63". */
export const DOMAIN_SEARCH_MAX = 63;

/** spec 2.5 Home: the extensions the placeholder types, in order. */
export const TYPED_EXTENSIONS = ['ai', 'com', 'org', 'net', 'online', 'shop', 'store'] as const;

/** spec 4, 9: one letter every 400 ms. */
export const TYPE_INTERVAL_MS = 400;

/**
 * The domain to search for, or null when the search must do nothing (blank or whitespace only).
 * spec 5: the first space is removed; the ends are then trimmed and the length capped (decision 060).
 * With `tld`, a bare name gets that extension (pages scoped to one extension).
 */
export function normalizeDomainQuery(input: string, tld?: string): string | null {
  if (input.trim() === '') return null;
  let q = input.replace(' ', '').trim().toLowerCase().slice(0, DOMAIN_SEARCH_MAX);
  if (q === '') return null;
  if (tld && !q.includes('.')) q = `${q}.${tld}`;
  return q;
}

export interface DomainSearchLinkOptions {
  /** Rate plan id sent as pd. */
  pd: string;
  promo?: PromoCode | null;
  /** Analytics linker value, sent as _ga when present. */
  ga?: string | null;
}

/** `${CHECKOUT_URL}/domain?d=<domain>&pd=<rate plan>&p=<promo>&_ga=<linker>` (spec 7). */
export function domainSearchHref(checkoutUrl: string, domain: string, opts: DomainSearchLinkOptions): string {
  const url = new URL(domainCheckoutHref(checkoutUrl, opts.pd, { promo: opts.promo }));
  const params = new URLSearchParams({ d: domain });
  url.searchParams.forEach((v, k) => params.set(k, v));
  if (opts.ga && /^[\w.-]{1,200}$/.test(opts.ga)) params.set('_ga', opts.ga);
  url.search = params.toString();
  return url.toString();
}

/**
 * The typing animation frame for a step count: the extension index and how many of its letters show.
 * Steps run a, ai, c, co, com, o, ... store, then loop (spec 4 "Home search animation").
 */
export function typedFrame(step: number): { index: number; text: string } {
  const total = TYPED_EXTENSIONS.reduce((n, e) => n + e.length, 0);
  let s = ((step % total) + total) % total;
  for (let index = 0; index < TYPED_EXTENSIONS.length; index++) {
    const ext = TYPED_EXTENSIONS[index];
    if (s < ext.length) return { index, text: ext.slice(0, s + 1) };
    s -= ext.length;
  }
  return { index: 0, text: TYPED_EXTENSIONS[0] };
}
