// Product APIs (CONTRACT.md "Endpoints"): plan prices, UI flags (proxied to UIFLAGS_URL when set) and
// domain prices. Mounted by the platform with app.use('/api', createProductsRouter(...)).
import express, { type Request, type Response } from 'express';
import { embeddedTldPrice, tldPrice, TLD_FETCH_ERROR } from '../../content/domains.ts';
import { embeddedUiFlags } from '../../content/uiflags.ts';
import { parsePromo } from '../../shared/promo.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Catalogue } from '../upstreams/catalogue.ts';
import { createDomainPrices, LAST_GOOD_MAX_AGE_MS } from '../upstreams/domain-prices.ts';
import type { CallBudget } from '../upstreams/call-budget.ts';
import { uiFlagsProxy } from '../upstreams/uiflags-proxy.ts';
import { priceQueryTexts } from '../../content/answers.ts';

export interface ProductsRouterDeps {
  config: Config;
  catalogue: Catalogue;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  /** The product API's calls per second that visitors may cause (decision 192). */
  productApiBudget?: CallBudget;
  now?: () => number;
}

const PLAN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TLD = /^[a-z0-9-]{2,63}$/;
const MAX_IDS = 50;
const MAX_TLDS = 20;
const PUBLIC_CACHE = 'public, max-age=60';

type ListResult = { ok: true; values: string[] } | { ok: false; message: string };

/** A comma-separated query list: one string, 1..max items, each matching the pattern; duplicates dropped. */
function parseList(raw: unknown, pattern: RegExp, max: number, what: string, normalize = (s: string) => s): ListResult {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: priceQueryTexts.listMissing(what) };
  const values = [...new Set(raw.split(',').map((s) => normalize(s.trim())))];
  if (values.length > max) return { ok: false, message: priceQueryTexts.listTooLong(max, what) };
  if (values.some((v) => !pattern.test(v))) return { ok: false, message: priceQueryTexts.listInvalid(what) };
  return { ok: true, values };
}

function badRequest(res: Response, field: string, message: string): void {
  res
    .status(400)
    .set('Cache-Control', 'no-store')
    .json({ errors: { [field]: message } });
}

export function createProductsRouter(deps: ProductsRouterDeps): express.Router {
  const { config, catalogue } = deps;
  const log = deps.logger.child({ component: 'products-api' });
  const router = express.Router();

  // GET /products/plans?ids=a,b&promo=X -> {"data": {"a": PriceData, "b": null}} (decision 014: unknown ids null).
  router.get('/products/plans', async (req: Request, res: Response) => {
    const ids = parseList(req.query.ids, PLAN_ID, MAX_IDS, priceQueryTexts.ratePlanIds);
    if (!ids.ok) return badRequest(res, 'ids', ids.message);
    const promo = parsePromo(req.query.promo);
    if (req.query.promo !== undefined && promo === null) {
      // spec 5: a promotion code of other characters is refused, not silently dropped.
      return badRequest(res, 'promo', priceQueryTexts.promoInvalid);
    }
    const found = await catalogue.plans(ids.values, promo ?? undefined);
    // Own properties only: ids such as __proto__ or constructor are unknown ids, answered null.
    const data = Object.fromEntries(ids.values.map((id) => [id, Object.hasOwn(found, id) ? found[id] : null]));
    res.set('Cache-Control', PUBLIC_CACHE).json({ data });
  });

  // GET /domains/prices?tlds=com,net -> {"prices": {"com": 10.99, "net": null}}: live from the product upstream
  // when PRODUCT_API_URL is set, else the embedded table (decision 066). An upstream outage is not this server's
  // fault: the answer stays 200, counted only in the upstream metrics. An extension whose lookup failed gets its
  // last good price while that is fresh (listed in "lastKnown"), else null, listed in "unavailable" with the spec 8
  // message; unknown extensions are simply null.
  const live = config.PRODUCT_API_URL
    ? createDomainPrices({
        productApiUrl: config.PRODUCT_API_URL,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        logger: log,
        fetch: deps.fetch,
        budget: deps.productApiBudget,
        now: deps.now,
      })
    : null;
  const now = deps.now ?? Date.now;
  // One entry per extension the site sells: bounded by content/domains.ts.
  const lastGood = new Map<string, { price: number; at: number }>();
  router.get('/domains/prices', async (req: Request, res: Response) => {
    const tlds = parseList(req.query.tlds, TLD, MAX_TLDS, priceQueryTexts.domainExtensions, (s) =>
      s.toLowerCase().replace(/^\./, ''),
    );
    if (!tlds.ok) return badRequest(res, 'tlds', tlds.message);
    if (!live) {
      const prices = Object.fromEntries(tlds.values.map((tld) => [tld, embeddedTldPrice(tld)]));
      return void res.set('Cache-Control', PUBLIC_CACHE).json({ prices });
    }
    const { prices } = await live(tlds.values);
    const t = now();
    const lastKnown: string[] = [];
    const unavailable: string[] = [];
    for (const tld of tlds.values) {
      if (!tldPrice(tld)) continue;
      const p = prices[tld];
      if (p !== null) {
        lastGood.set(tld, { price: p, at: t });
        continue;
      }
      const kept = lastGood.get(tld);
      if (kept && t - kept.at <= LAST_GOOD_MAX_AGE_MS) {
        prices[tld] = kept.price;
        lastKnown.push(tld);
      } else unavailable.push(tld);
    }
    if (lastKnown.length === 0 && unavailable.length === 0) {
      return void res.set('Cache-Control', PUBLIC_CACHE).json({ prices });
    }
    // Not kept by any cache: the next request may find the upstream back.
    res.set('Cache-Control', 'no-store').json({
      prices,
      ...(lastKnown.length > 0 ? { lastKnown } : {}),
      ...(unavailable.length > 0 ? { unavailable, error: TLD_FETCH_ERROR } : {}),
    });
  });

  router.get(
    '/products/uiflags',
    config.UIFLAGS_URL ? uiFlagsProxy(config.UIFLAGS_URL, config.UPSTREAM_TIMEOUT_MS, log) : embeddedFlags,
  );

  return router;
}

function embeddedFlags(_req: Request, res: Response): void {
  res.set('Cache-Control', PUBLIC_CACHE).json({ data: embeddedUiFlags });
}
