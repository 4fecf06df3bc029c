import type { Request, RequestHandler, Response } from 'express';
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

export function createPageHandler(deps: PageHandlerDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    const [path, search = ''] = req.originalUrl.split('?', 2);

    // /hosting/ and /hosting are one page: send crawlers and visitors to the canonical form.
    if (path.length > 1 && path.endsWith('/') && matchRoute(path.replace(/\/+$/, ''))) {
      res.redirect(301, `${path.replace(/\/+$/, '')}${search ? `?${search}` : ''}`);
      return;
    }

    const { match, route, query, page: pageKey, metaId } = resolvePage(path, search);
    // CONTRACT.md: a promotion code counts only if it has the allowed characters; anything else is ignored.
    const promo = query.get('p');
    if (promo !== null && !isValidPromo(promo)) query.delete('p');
    const qs = query.toString();
    // Every unknown path renders the same 404 document, so they share one cache entry.
    const key = match ? `${path}?${qs}` : '404';

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

function sendPage(req: Request, res: Response, page: CachedPage): void {
  const enc = negotiateEncoding(req.headers['accept-encoding']);
  res.status(page.status);
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('Vary', 'Accept-Encoding');
  if (!res.get('Cache-Control')) res.set('Cache-Control', page.status === 200 ? PAGE_CACHE_CONTROL : 'public, max-age=0, s-maxage=60');
  res.set('ETag', etagFor(page, enc));
  if (page.status === 200 && isNotModified(req.headers['if-none-match'], page)) {
    res.status(304).end();
    return;
  }
  const body = enc === 'br' ? page.br : enc === 'gzip' ? page.gzip : page.raw;
  if (enc !== 'identity') res.set('Content-Encoding', enc);
  res.set('Content-Length', String(body.length));
  // Node omits the body of a HEAD response itself; headers stay identical to GET.
  res.end(body);
}
