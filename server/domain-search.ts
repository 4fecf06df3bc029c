// The domain search form without JavaScript (spec 5, 7; decision 221): the form's action. It applies the same
// rules as the search box and answers 303 with the same checkout link, so a search works before hydration too.
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler } from 'express';
import { domainSearchRatePlan, suggestedExtension } from '../content/domain-search.ts';
import { domainSearchHref, normalizeDomainQuery } from '../shared/domain-search.ts';
import { parsePromo } from '../shared/promo.ts';

const TLD = /^[a-z0-9-]{2,63}$/;

/** One value of a query parameter; a repeated or missing one counts as empty. */
const one = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * spec 5: a blank search does nothing. Without JavaScript the browser has already left the page, so the visitor is
 * sent back to the page of this site the search came from (or the domains page).
 */
function backTo(req: Request): string {
  const from = searchedFrom(req);
  return from ? `${from.pathname}${from.search}` : '/domains';
}

/** The page of this site the search form was sent from, read from the Referer (sent in full within one origin). */
function searchedFrom(req: Request): URL | null {
  try {
    const u = new URL(one(req.headers.referer));
    return u.host === req.headers.host ? u : null;
  } catch {
    return null; // no or a malformed Referer
  }
}

/**
 * The promotion cookie is read with cookie-parser on this route only: besides it only the /go redirects read a
 * cookie, and a cached page must not pay for parsing them. The analytics linker (_ga) the visitor arrived with is in the address
 * of the page the form was sent from, as the script reads it from the window's address (spec 7).
 */
export function domainSearchHandler(checkoutUrl: string): RequestHandler[] {
  return [
    cookieParser(),
    (req, res) => {
      const rawTld = one(req.query.tld).toLowerCase();
      const tld = TLD.test(rawTld) ? rawTld : undefined;
      const domain = normalizeDomainQuery(one(req.query.domain), suggestedExtension(tld));
      res.set('Cache-Control', 'no-store');
      if (domain === null) return res.redirect(303, backTo(req));
      const href = domainSearchHref(checkoutUrl, domain, {
        pd: domainSearchRatePlan(domain, tld),
        promo: parsePromo((req.cookies as Record<string, unknown>).promo),
        ga: searchedFrom(req)?.searchParams.get('_ga'),
      });
      res.redirect(303, href);
    },
  ];
}
