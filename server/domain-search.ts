// The domain search form without JavaScript (spec 5, 7; decision 221): the form's action. It applies the same
// rules as the search box and answers 303 with the same checkout link, so a search works before hydration too.
import type { Request, RequestHandler } from 'express';
import { domainSearchRatePlan } from '../content/site-pages/domain-search.ts';
import { domainSearchHref, normalizeDomainQuery } from '../shared/domain-search.ts';
import { parsePromo, type PromoCode } from '../shared/promo.ts';

const TLD = /^[a-z0-9-]{2,63}$/;

/** One value of a query parameter; a repeated or missing one counts as empty. */
const one = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The promotion cookie (spec 3: "kept in cart state and in a promotion cookie"), when valid. */
function promoCookie(req: Request): PromoCode | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== 'promo') continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return parsePromo(value);
  }
  return null;
}

/**
 * spec 5: a blank search does nothing. Without JavaScript the browser has already left the page, so the visitor is
 * sent back to the page of this site the search came from (or the domains page).
 */
function backTo(req: Request): string {
  const ref = one(req.headers.referer);
  try {
    const u = new URL(ref);
    if (u.host === req.headers.host) return `${u.pathname}${u.search}`;
  } catch {
    // no or a malformed Referer
  }
  return '/domains';
}

export function domainSearchHandler(checkoutUrl: string): RequestHandler {
  return (req, res) => {
    const rawTld = one(req.query.tld).toLowerCase();
    const tld = TLD.test(rawTld) ? rawTld : undefined;
    const domain = normalizeDomainQuery(one(req.query.domain), tld);
    res.set('Cache-Control', 'no-store');
    if (domain === null) return res.redirect(303, backTo(req));
    const href = domainSearchHref(checkoutUrl, domain, { pd: domainSearchRatePlan(domain), promo: promoCookie(req) });
    res.redirect(303, href);
  };
}
