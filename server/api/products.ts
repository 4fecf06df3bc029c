// Product APIs (CONTRACT.md "Endpoints"): plan prices, UI flags (proxied to UIFLAGS_URL when set) and
// domain prices. Mounted by the platform with app.use('/api', createProductsRouter(...)).
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { embeddedTldPrice, tldPrice, TLD_FETCH_ERROR } from '../../content/domains.ts';
import { embeddedUiFlags } from '../../content/uiflags.ts';
import { parsePromo } from '../../shared/promo.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { UIFLAGS_UPSTREAM, uiFlagsBodySchema, type Catalogue } from '../upstreams/catalogue.ts';
import { UPSTREAM_BODY_LIMITS } from '../upstreams/body.ts';
import { createDomainPrices, LAST_GOOD_MAX_AGE_MS } from '../upstreams/domain-prices.ts';
import type { CallBudget } from '../upstreams/call-budget.ts';

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
const MAX_FLAGS_BODY = UPSTREAM_BODY_LIMITS.uiflags;
const PUBLIC_CACHE = 'public, max-age=60';

type ListResult = { ok: true; values: string[] } | { ok: false; message: string };

/** A comma-separated query list: one string, 1..max items, each matching the pattern; duplicates dropped. */
function parseList(raw: unknown, pattern: RegExp, max: number, what: string, normalize = (s: string) => s): ListResult {
  if (typeof raw !== 'string' || raw.trim() === '')
    return { ok: false, message: `Give one or more ${what}, separated by commas.` };
  const values = [...new Set(raw.split(',').map((s) => normalize(s.trim())))];
  if (values.length > max) return { ok: false, message: `At most ${max} ${what} per request.` };
  if (values.some((v) => !pattern.test(v)))
    return { ok: false, message: `Every one of the ${what} must be a valid identifier.` };
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
    const ids = parseList(req.query.ids, PLAN_ID, MAX_IDS, 'rate plan ids');
    if (!ids.ok) return badRequest(res, 'ids', ids.message);
    const promo = parsePromo(req.query.promo);
    if (req.query.promo !== undefined && promo === null) {
      // spec 5: a promotion code of other characters is refused, not silently dropped.
      return badRequest(
        res,
        'promo',
        'The promotion code may hold only letters, digits, hyphen, underscore, @ and period.',
      );
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
    const tlds = parseList(req.query.tlds, TLD, MAX_TLDS, 'domain extensions', (s) =>
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

/**
 * decision 012: when the flags upstream fails, times out or answers anything but valid flags, the answer
 * is 200 {"data": {}} (no plan hidden) and is not cached, so the page shows every plan.
 */
function sendFlagsFallback(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ data: {} });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function uiFlagsProxy(uiflagsUrl: string, timeoutMs: number, log: Logger) {
  const target = new URL(uiflagsUrl);
  // The proxy does not go through fetch: its calls are counted here, under the catalogue's name for the flags.
  const started = new WeakMap<IncomingMessage, number>();
  const seconds = (req: IncomingMessage) => (performance.now() - (started.get(req) ?? performance.now())) / 1000;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: target.origin,
    changeOrigin: true,
    // UIFLAGS_URL names the flags document itself; the visitor's path and query are not forwarded.
    pathRewrite: () => `${target.pathname}${target.search}`,
    // spec 8 leaves flag failures open: a slow upstream is cut at UPSTREAM_TIMEOUT_MS (decision 012).
    proxyTimeout: timeoutMs,
    // The answer is validated before it is sent, and only our own headers go out (no upstream cookies).
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        started.set(req, performance.now());
        // The visitor's cookies and credentials are none of the flags service's business.
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('authorization');
        proxyReq.setHeader('accept', 'application/json');
        proxyReq.setHeader('accept-encoding', 'identity');
      },
      proxyRes: (proxyRes, req, res) => {
        const status = proxyRes.statusCode ?? 0;
        metrics.upstreamCall(
          UIFLAGS_UPSTREAM,
          status < 400 ? 'ok' : status < 500 ? 'http_4xx' : 'http_5xx',
          seconds(req),
        );
        const chunks: Buffer[] = [];
        let size = 0;
        const fail = (reason: string) => {
          log.warn({ upstream: 'uiflags', reason, serving: 'all-plans' }, 'ui flags proxy failed');
          sendFlagsFallback(res);
        };
        proxyRes.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_FLAGS_BODY) {
            proxyRes.destroy();
            fail('answer too large');
          } else chunks.push(chunk);
        });
        proxyRes.on('error', () => fail('answer interrupted'));
        proxyRes.on('end', () => {
          if (res.headersSent) return;
          if (status < 200 || status > 299) return fail(`HTTP ${status}`);
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            return fail('invalid JSON');
          }
          const flags = uiFlagsBodySchema.safeParse(parsed);
          if (!flags.success) return fail('unexpected answer shape');
          const body = JSON.stringify({ data: flags.data.data });
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            'cache-control': PUBLIC_CACHE,
          });
          res.end(body);
        });
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code;
        const timedOut = code === 'ECONNRESET' || code === 'ETIMEDOUT';
        metrics.upstreamCall(UIFLAGS_UPSTREAM, timedOut ? 'timeout' : 'error', seconds(req));
        log.warn(
          {
            upstream: 'uiflags',
            reason: code === 'ECONNRESET' || code === 'ETIMEDOUT' ? 'timeout' : (code ?? 'request failed'),
            serving: 'all-plans',
          },
          'ui flags proxy failed',
        );
        if (res instanceof Object && 'writeHead' in res) sendFlagsFallback(res as ServerResponse);
      },
    },
  });
}
