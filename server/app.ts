import { randomUUID } from 'node:crypto';
import compression from 'compression';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { findRedirect } from '../shared/redirects.ts';
import { publicConfig, type Config } from './config.ts';
import { HtmlCache } from './html-cache.ts';
import type { Logger } from './logger.ts';
import type { Manifest } from './manifest.ts';
import { createFastPageHandler, createPageHandler, type PageCatalogue } from './pages.ts';
import { securityHeaders } from './security.ts';
import { robotsTxt, sitemapXml } from './seo.ts';
import { createLoginInfoClient } from './upstreams/login-info.ts';
import { createLoginInfoRouter } from './api/login-info.ts';
import { createAssetHandler } from './assets.ts';

export interface Lifecycle {
  /** Content loaded and database open. */
  ready: boolean;
  /** SIGTERM received: finishing in-flight requests. */
  draining: boolean;
}

export interface AppDeps {
  logger: Logger;
  manifest: Manifest;
  catalogue: PageCatalogue;
  /** Routers mounted under /api by the feature areas (catalogue, leads ...). */
  apiRouters?: Router[];
  lifecycle?: Lifecycle;
  clientDir: string;
  publicDir: string;
  fetch?: typeof fetch;
  now?: () => number;
  htmlCache?: HtmlCache;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export type SiteHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { express: Express };

/** The request id: the caller's when well-formed (a load balancer's), else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The headers a middleware sets, captured once (for the fast path, which must send the same ones). */
function capturedHeaders(middleware: RequestHandler): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: string) => void out.push([name, String(value)]),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => {});
  return out;
}

/**
 * The app factory (ARCHITECTURE.md principle 3): tests start it with fakes, only main.ts listens. Cached pages are
 * served by a fast path in front of Express (server/pages.ts createFastPageHandler); everything else by Express.
 */
export function createApp(config: Config, deps: AppDeps): SiteHandler {
  const app = express();
  const lifecycle = deps.lifecycle ?? { ready: true, draining: false };
  const cache = deps.htmlCache ?? new HtmlCache();

  app.disable('x-powered-by');
  if (config.TRUST_PROXY !== undefined) app.set('trust proxy', config.TRUST_PROXY);

  // 1. Request id and structured log. Only method, path and status are logged: no query, no bodies, no cookies.
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = requestId(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      quietReqLogger: true,
    }),
  );

  // While draining, tell clients and load balancers not to reuse this connection.
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.set('Connection', 'close');
    next();
  });

  // 2. Security headers.
  const security = securityHeaders(config);
  app.use(security);

  // 3. Redirects (spec 2.1), before anything renders; the query string is carried over.
  app.use((req, res, next) => {
    const r = findRedirect(req.path);
    if (!r) return next();
    const q = req.originalUrl.indexOf('?');
    res.redirect(r.status, r.to + (q >= 0 ? req.originalUrl.slice(q) : ''));
  });

  // 4. Static files. Hashed assets are immutable and precompressed; a missing one is a plain 404. Public files
  // are served only for names that exist at start-up, so page requests never touch the file system.
  app.use('/assets', createAssetHandler(deps.clientDir));
  const publicFiles = new Set(readdirSync(deps.publicDir, { recursive: true }).map((f) => `/${String(f).split(path.sep).join('/')}`));
  const servePublic = express.static(deps.publicDir, { maxAge: '1d', index: false, redirect: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));

  // 5. Operations and crawlers.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const ok = lifecycle.ready && !lifecycle.draining;
    res.set('Cache-Control', 'no-store').status(ok ? 200 : 503).json({ status: ok ? 'ready' : lifecycle.draining ? 'draining' : 'starting' });
  });
  const robots = robotsTxt(config.PUBLIC_URL);
  const sitemap = sitemapXml(config.PUBLIC_URL);
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap);
  });

  // 6. The API.
  const loginInfo = createLoginInfoClient({
    url: config.LOGIN_INFO_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger: deps.logger,
    fetch: deps.fetch,
  });
  // Cached pages carry their own encoding; only the API compresses per response.
  app.use('/api', compression());
  app.use('/api', createLoginInfoRouter(loginInfo));
  for (const router of deps.apiRouters ?? []) app.use('/api', router);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use('/api', apiErrorHandler);

  // 7-8. Pages: the route table decides 200 or 404; HTML comes from the cache.
  app.use(
    createPageHandler({
      config: publicConfig(config),
      manifest: deps.manifest,
      cache,
      catalogue: deps.catalogue,
      logger: deps.logger,
      now: deps.now ?? Date.now,
      renderTimeoutMs: 5000,
    }),
  );

  app.use(pageErrorHandler);

  const fastPage = createFastPageHandler({
    cache,
    catalogue: deps.catalogue,
    logger: deps.logger,
    headers: capturedHeaders(security),
    requestId,
    draining: () => lifecycle.draining,
  });
  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    if (!fastPage(req, res)) app(req, res);
  }) as SiteHandler;
  handler.express = app;
  return handler;
}

/** Every /api error is JSON with no stack or internal detail. */
const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
  if (status >= 500) req.log?.error({ err }, 'api error');
  if (res.headersSent) return;
  res.status(status).json({ error: status >= 500 ? 'Internal error' : 'Bad request' });
};

const ERROR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Please try again in a moment.</p></main></body></html>`;
const NOT_FOUND_ASSET = 'Not Found';

/** A plain page for render failures: no stack trace or path ever reaches the client. */
const pageErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = typeof err?.status === 'number' ? err.status : 500;
  if (res.headersSent) return;
  if (status === 404) {
    // Missing hashed asset (/assets is fallthrough: false).
    res.status(404).type('text/plain').set('Cache-Control', 'no-store').send(NOT_FOUND_ASSET);
    return;
  }
  req.log?.error({ err }, 'page error');
  res.status(status >= 400 && status < 600 ? status : 500).type('text/html').set('Cache-Control', 'no-store').send(ERROR_PAGE);
};
