// Domain search rules (spec 5 "Domain search", spec 7 "Navigations"), shared by the search box in the browser and
// the server route that answers the same form without JavaScript (decision 221).
import { domainCheckoutHref } from './checkout.ts';
import type { PromoCode } from './promo.ts';

/** spec 9: "domain search 63". */
export const DOMAIN_SEARCH_MAX = 63;

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

/** The extension of a searched domain ("shop.me" -> "me"), or null for a bare name. */
export function domainExtension(domain: string): string | null {
  const dot = domain.lastIndexOf('.');
  return dot >= 0 && dot < domain.length - 1 ? domain.slice(dot + 1) : null;
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
