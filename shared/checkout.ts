// Links to the separate checkout site (spec 7 "Navigations", spec 3 "Upgrade-flow checkout parameters").
import { promoForDomains, type PromoCode } from './promo.ts';

export interface UpgradeQuery {
  /** Query siteid of the websites upgrade flow. */
  siteid?: string | null;
  /** Query externalid of the websites upgrade flow. */
  externalid?: string | null;
}

export interface CheckoutOptions {
  /** Parsed where it came in (shared/promo.ts), so it is carried as it is. */
  promo?: PromoCode | null;
  /** Present only in the websites upgrade flow (spec 4: on when the query has siteid or externalid). */
  upgrade?: UpgradeQuery;
  /**
   * A business-creation add-on, added to an existing plan at its add-on price (decision 312): the link carries the
   * order parameters of spec 3 even without siteid or externalid, so it is never the same link as the plan sold on
   * its own at its own price.
   */
  addOn?: boolean;
}

function base(checkoutUrl: string): string {
  return checkoutUrl.replace(/\/+$/, '');
}

function present(v: string | null | undefined): v is string {
  return typeof v === 'string' && v !== '';
}

/** spec 4: the upgrade flow is on when the query has siteid or externalid. */
export function isUpgradeFlow(q: UpgradeQuery | undefined): boolean {
  return !!q && (present(q.siteid) || present(q.externalid));
}

function query(pd: string, options: CheckoutOptions): string {
  const params = new URLSearchParams({ pd });
  if (options.promo) params.set('p', options.promo);
  if (isUpgradeFlow(options.upgrade) || options.addOn) {
    const { siteid, externalid } = options.upgrade ?? {};
    if (present(siteid)) params.set('order_website', siteid);
    if (present(externalid)) params.set('order_external_id', externalid);
    // spec 3: order_directbuy is true if either identifier is missing.
    if (!present(siteid) || !present(externalid)) params.set('order_directbuy', 'true');
  }
  return params.toString();
}

/** `${CHECKOUT_URL}?pd=<ratePlanId>&p=<promo>`, p only when there is a code. */
export function checkoutHref(checkoutUrl: string, ratePlanId: string, options: CheckoutOptions = {}): string {
  return `${base(checkoutUrl)}?${query(ratePlanId, options)}`;
}

/**
 * The site's own way to checkout (decision 273): `GET /go/checkout?pd=...` and `/go/checkout/domain?pd=...` answer
 * 302 to the same address on the checkout site with the visitor's promotion cookie added as `p`. A page's HTML is
 * shared by every visitor (cached), so it can never hold one visitor's code; this hop adds it without a script.
 */
export const CHECKOUT_REDIRECT_PATH = '/go/checkout';

/**
 * Where a buy button's address starts: straight to checkout with the code when the page knows it (the browser store, after
 * hydration), else through the site's redirect, which adds the code the promotion cookie holds (server HTML, no
 * script, or a visitor without a code).
 */
export function buyBase(checkoutUrl: string, promo: PromoCode | null | undefined): string {
  return promo ? checkoutUrl : CHECKOUT_REDIRECT_PATH;
}

/** Domain checkout: `${CHECKOUT_URL}/domain?pd=<ratePlanId>&p=<promo>` (spec 2.5 .AI card, spec 7). */
export function domainCheckoutHref(
  checkoutUrl: string,
  ratePlanId: string,
  options: { promo?: PromoCode | null } = {},
): string {
  // The rebranding code's terms exclude domains: it is never added to a domain link.
  return `${base(checkoutUrl)}/domain?${query(ratePlanId, { promo: promoForDomains(options.promo) })}`;
}

/** The local listings' business search: where a local plan button leads (spec 2.5, 7). */
export const LOCAL_SEARCH_PATH = '/local/search-listings';

/**
 * The site's way into the business search for a visitor whose code the page does not know (decision 287), as
 * /go/checkout is for checkout: `GET /go/local-search?pd=...&direct=1` answers 302 to the search with the promotion
 * cookie's code added as `p`.
 */
export const LOCAL_SEARCH_REDIRECT_PATH = '/go/local-search';

/**
 * Where a local plan button's address starts: through the site's redirect while the page cannot know the code (the
 * server's HTML, the first client render), straight to the search once the browser has read the cookie (`known`),
 * with the code or without.
 */
export function localSearchBase(promo: PromoCode | null | undefined, known: boolean): string {
  return promo || known ? LOCAL_SEARCH_PATH : LOCAL_SEARCH_REDIRECT_PATH;
}

/** spec 2.5, 7: local plan buttons go to the business search (`base`) with p, pd and direct=1. */
export function localSearchHref(ratePlanId: string, promo?: PromoCode | null, base = LOCAL_SEARCH_PATH): string {
  const params = new URLSearchParams();
  if (promo) params.set('p', promo);
  params.set('pd', ratePlanId);
  params.set('direct', '1');
  return `${base}?${params.toString()}`;
}
