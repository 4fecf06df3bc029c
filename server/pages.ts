import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { findRedirect } from '../shared/redirects.ts';
import type { AppData, PublicConfig } from '../shared/app-data.ts';
import { isValidPromo } from '../shared/promo.ts';
import { matchRoute, resolvePage } from '../shared/routes.ts';
import { etagFor, isNotModified, negotiateEncoding, type CachedPage, type HtmlCache } from './html-cache.ts';
import type { Logger } from './logger.ts';
import { pageAssets, type Manifest } from './manifest.ts';
import { render } from './render.tsx';
import { pageMeta } from '../content/pages.ts';
import type { CatalogueSnapshot } from '../shared/catalogue-types.ts';

/** What the page handler needs of the catalogue service (server/upstreams/catalogue.ts). */
export interface PageCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  readonly version: number;
}

interface PageHandlerDeps {
  config: PublicConfig;
  manifest: Manifest;
  cache: HtmlCache;
  catalogue: PageCatalogue;
  logger: Logger;
  now: () => number;
  renderTimeoutMs: number;
}

/** Shared caches may keep a page briefly (CDN); browsers revalidate with the ETag every time. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
const PROMO_COOKIE = 'promo';
const PROMO_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** What a page URL asks for: the cache key and everything a render needs. Shared by both page handlers. */
export function parsePageUrl(url: string) {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q + 1);
  const { match, route, query, page: pageKey, metaId } = resolvePage(path, search);
  // CONTRACT.md: a promotion code counts only if it has the allowed characters; anything else is ignored.
  const promo = query.get('p');
  if (promo !== null && !isValidPromo(promo)) query.delete('p');
  const qs = query.toString();
  // Every unknown path renders the same 404 document, so they share one cache entry.
  const key = match ? `${path}?${qs}` : '404';
  return { path, search, match, route, query, qs, pageKey, metaId, key };
}

export function createPageHandler(deps: PageHandlerDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    const { path, search, match, route, query, qs, pageKey, metaId, key } = parsePageUrl(req.originalUrl);

    // /hosting/ and /hosting are one page: send crawlers and visitors to the canonical form.
    if (path.length > 1 && path.endsWith('/') && matchRoute(path.replace(/\/+$/, ''))) {
      res.redirect(301, `${path.replace(/\/+$/, '')}${search ? `?${search}` : ''}`);
      return;
    }

    let page: CachedPage;
    try {
      page = await deps.cache.getOrCreate(key, deps.catalogue.version, async () => {
        const data: AppData = {
          url: match ? `${path}${qs ? `?${qs}` : ''}` : '/404',
          config: deps.config,
          assets: pageAssets(deps.manifest, pageKey, route.layout),
          renderedAt: deps.now(),
          page: { id: metaId, meta: pageMeta(metaId) },
          catalogue: await deps.catalogue.snapshot(),
        };
        return render(data, {
          status: match ? 200 : 404,
          timeoutMs: deps.renderTimeoutMs,
          onError: (e) => req.log?.error({ err: e }, 'render error'),
        });
      });
    } catch (e) {
      next(e);
      return;
    }

    if (query.has('p')) setPromoCookie(req, res, query.get('p')!);
    sendPage(req, res, page);
  };
}

function setPromoCookie(req: Request, res: Response, promo: string): void {
  res.cookie(PROMO_COOKIE, promo, { sameSite: 'lax', secure: req.secure, path: '/', maxAge: PROMO_MAX_AGE_MS });
  // A response that sets a cookie is the visitor's own: no shared cache may keep it.
  res.set('Cache-Control', 'private, no-cache');
}

/** Writes a cached page with plain node APIs, so the Express handler and the fast path send identical answers. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const enc = negotiateEncoding(req.headers['accept-encoding']);
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', page.status === 200 ? PAGE_CACHE_CONTROL : 'public, max-age=0, s-maxage=60');
  res.setHeader('ETag', etagFor(page, enc));
  if (page.status === 200 && isNotModified(req.headers['if-none-match'], page)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = enc === 'br' ? page.br : enc === 'gzip' ? page.gzip : page.raw;
  if (enc !== 'identity') res.setHeader('Content-Encoding', enc);
  res.setHeader('Content-Length', body.length);
  // Node omits the body of a HEAD response itself; headers stay identical to GET.
  res.end(body);
}

interface FastPathDeps {
  cache: HtmlCache;
  catalogue: PageCatalogue;
  logger: Logger;
  /** Headers every response carries (security headers), computed once at start-up. */
  headers: ReadonlyArray<readonly [string, string]>;
  requestId: (req: IncomingMessage) => string;
  draining: () => boolean;
}

/**
 * The hot path (ARCHITECTURE.md principle 5: render once, serve many). A GET or HEAD for a page of the route table
 * whose HTML is cached is answered here with plain node APIs: the same headers, status, body and log line as the
 * Express stack, without its per-request cost. Everything else (misses, 404s, redirects, promotion cookies, the
 * API, assets) returns false and goes to Express.
 */
export function createFastPageHandler(deps: FastPathDeps) {
  return function fastPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const { path, match, query, key } = parsePageUrl(url);
    // Trailing-slash redirects, redirects and promotion cookies are the Express handler's business.
    if (!match || query.has('p') || (path.length > 1 && path.endsWith('/')) || findRedirect(path) !== undefined) return false;
    const page = deps.cache.get(key, deps.catalogue.version);
    if (!page) return false;
    const started = performance.now();
    const id = deps.requestId(req);
    res.setHeader('X-Request-Id', id);
    for (const [name, value] of deps.headers) res.setHeader(name, value);
    if (deps.draining()) res.setHeader('Connection', 'close');
    sendPage(req, res, page);
    deps.logger.info(
      { reqId: id, req: { id, method: req.method, path }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
      'request completed',
    );
    return true;
  };
}
