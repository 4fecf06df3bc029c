// Local plan buttons without JavaScript (decision 287): the server's HTML is shared by every visitor, so its links
// into the local listings' business search cannot hold a visitor's promotion code. They point here instead, as buy
// buttons point at /go/checkout (decision 273); this adds the code from the promotion cookie and answers 302 to the
// search, so the funnel's address carries p, pd and direct=1 (spec 2.5, 7). The destination is built, never taken
// from the request: the site's own search path and only the parameters a plan button carries, each checked.
import cookieParser from 'cookie-parser';
import type { RequestHandler } from 'express';
import { localSearchHref } from '../shared/checkout.ts';
import { parsePromo } from '../shared/promo.ts';
import { LOCAL_RATE_PLANS } from '../shared/route-query.ts';
import { readQuery } from './checkout-redirect.ts';

/** Every parameter a local plan button may carry, and what its value may be (shared/checkout.ts writes them). */
const PARAMS: Record<string, (v: string) => boolean> = {
  pd: (v) => (LOCAL_RATE_PLANS as readonly string[]).includes(v),
  direct: (v) => v === '1',
  p: (v) => parsePromo(v) !== null,
};

/**
 * GET /go/local-search. The code in the link wins over the cookie's. Never stored by any cache: the answer is this
 * visitor's own. The cookie is parsed on this route only, as on the checkout redirect's.
 */
export function localSearchRedirectHandler(): RequestHandler[] {
  return [
    cookieParser(),
    (req, res) => {
      res.set('Cache-Control', 'no-store');
      const query = readQuery(req.originalUrl, PARAMS, ['pd', 'direct']);
      if (!query) {
        res.sendStatus(400);
        return;
      }
      const promo = parsePromo(query.get('p')) ?? parsePromo((req.cookies as Record<string, unknown>).promo);
      res.redirect(302, localSearchHref(query.get('pd')!, promo));
    },
  ];
}
