// Buy buttons without JavaScript (decision 273): the server's HTML is shared by every visitor, so its checkout
// links cannot hold a visitor's promotion code. They point here instead; this adds the code from the promotion
// cookie and answers 302 to the checkout site. The destination is built, never taken from the request: the
// configured checkout origin, one of two paths, and only the parameters a buy link carries, each checked.
import cookieParser from 'cookie-parser';
import type { RequestHandler } from 'express';
import { checkoutHref, CHECKOUT_REDIRECT_PATH, domainCheckoutHref } from '../shared/checkout.ts';
import { parsePromo } from '../shared/promo.ts';
import { UPGRADE_ID } from '../shared/route-query.ts';

/** The two checkout addresses a buy link leads to: plans, and domains. */
export const CHECKOUT_REDIRECTS = { plan: CHECKOUT_REDIRECT_PATH, domain: `${CHECKOUT_REDIRECT_PATH}/domain` } as const;

/** A rate plan id as the catalogue names them: `whprofessional_t12m`, `yd2a_t24m`. */
const RATE_PLAN = /^[a-z0-9]{1,40}_t\d{1,3}m$/;

/** Every parameter a buy link may carry, and what its value may be (shared/checkout.ts writes them). */
const PARAMS: Record<string, (v: string) => boolean> = {
  pd: (v) => RATE_PLAN.test(v),
  p: (v) => parsePromo(v) !== null,
  order_website: (v) => UPGRADE_ID.test(v),
  order_external_id: (v) => UPGRADE_ID.test(v),
  order_directbuy: (v) => v === 'true',
};

/**
 * The query's parameters when each is one of `allowed`, valid and given once, and every `required` one is present;
 * otherwise null.
 */
export function readQuery(
  url: string,
  allowed: Record<string, (v: string) => boolean>,
  required: readonly string[],
): Map<string, string> | null {
  const q = url.indexOf('?');
  const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  const seen = new Map<string, string>();
  for (const [key, value] of params) {
    if (seen.has(key) || !Object.hasOwn(allowed, key) || !allowed[key](value)) return null;
    seen.set(key, value);
  }
  return required.every((k) => seen.has(k)) ? seen : null;
}

/**
 * GET /go/checkout and /go/checkout/domain. The code in the link wins over the cookie's; the domain rule (a code
 * whose terms exclude domains is never added) applies to both. Never stored by any cache: the answer is this
 * visitor's own. The cookie is parsed on this route only, as on the domain search's (server/domain-search.ts).
 */
export function checkoutRedirectHandler(checkoutUrl: string, kind: keyof typeof CHECKOUT_REDIRECTS): RequestHandler[] {
  return [
    cookieParser(),
    (req, res) => {
      res.set('Cache-Control', 'no-store');
      const query = readQuery(req.originalUrl, PARAMS, ['pd']);
      if (!query) {
        res.sendStatus(400);
        return;
      }
      const promo = parsePromo(query.get('p')) ?? parsePromo((req.cookies as Record<string, unknown>).promo);
      const pd = query.get('pd')!;
      const href =
        kind === 'domain'
          ? domainCheckoutHref(checkoutUrl, pd, { promo })
          : checkoutHref(checkoutUrl, pd, {
              promo,
              upgrade: { siteid: query.get('order_website'), externalid: query.get('order_external_id') },
              // An add-on's link (decision 312) keeps its order parameter on the way through.
              addOn: query.has('order_directbuy'),
            });
      res.redirect(302, href);
    },
  ];
}
