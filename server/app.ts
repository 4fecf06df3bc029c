import compression from 'compression';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import express, { type ErrorRequestHandler, type Express, type Router } from 'express';
import { canonicalLocation, findRedirect } from '../shared/redirects.ts';
import { publicConfig, type Config } from './config.ts';
import { HtmlCache } from './html-cache.ts';
import type { Logger } from './logger.ts';
import type { Manifest } from './manifest.ts';
import { createFormPageRenderer, createPageStep, type FormPageRenderer, type PageCatalogue } from './pages.ts';
import { createPlacesLookup } from './upstreams/places.ts';
import { isWellFormedPath, pipeline, splitUrl, type Step } from './pipeline.ts';
import { createRequestLogStep, requestLogger, type OnAnswered } from './request-log.ts';
import { answerHead } from './security.ts';
import { createRenderGate, type RenderGate } from './render-gate.ts';
import { crawlerFile, robotsTxt, ROBOTS_TXT_UPDATED, sitemapUpdated, sitemapXml } from './seo.ts';
import { createLoginInfoClient } from './upstreams/login-info.ts';
import { createReviewsSource, type ReviewsSource } from './upstreams/reviews.ts';
import { createLoginInfoRouter } from './api/login-info.ts';
import { createAssetHandler } from './assets.ts';
import { metrics, routeIdOf } from './metrics.ts';
import { domainSearchHandler } from './domain-search.ts';
import { DOMAIN_SEARCH_PATH } from '../content/domain-search.ts';

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
  /** The reviews source (REVIEWS_URL); built here from the config when not given. */
  reviews?: ReviewsSource;
  /** Routers mounted under /api by the feature areas (catalogue, leads ...). */
  apiRouters?: Router[];
  /** Plain HTML form posts to the pages that hold a form (decision 180; server/api/form-pages.ts). */
  formPages?: { paths: ReadonlySet<string>; router: (render: FormPageRenderer) => Router };
  lifecycle?: Lifecycle;
  clientDir: string;
  publicDir: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** The cache of plain pages (no query variant); tests pass one to look inside. */
  htmlCache?: HtmlCache;
  /** The bound on concurrent renders of misses; tests pass one to look inside (default from PAGE_RENDER_CONCURRENCY). */
  renderGate?: RenderGate;
  /** The last periodic database write succeeded (server/services.ts); /readyz is 503 while it did not. */
  storageWritable?: () => boolean;
}

export type SiteHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { express: Express };

/**
 * The app factory (ARCHITECTURE.md principle 3): tests start it with fakes, only main.ts listens.
 *
 * Every request passes one pipeline (server/pipeline.ts), in this order, each step written once:
 *   request id and log line -> security headers and request id on the head -> drain -> well-formed path -> redirects -> pages of the route
 *   table (HTML cache, render on a miss) -> Express (assets, public files, operations, /api) -> the 404 page.
 * Pages come before Express because they are most of the traffic and need none of its routing; a cached page costs
 * the same steps as any other request and nothing more.
 */
export function createApp(config: Config, deps: AppDeps): SiteHandler {
  const lifecycle = deps.lifecycle ?? { ready: true, draining: false };
  const caches = {
    pages: deps.htmlCache ?? new HtmlCache(),
    // Query variants (siteid, pd, msgCode ...) are bounded apart: a flood of them cannot evict the pages.
    variants: new HtmlCache(300),
  };
  const app = createExpressApp(config, deps, lifecycle);
  const trust = app.get('trust proxy fn') as (addr: string | undefined, i: number) => boolean;
  const reviews = deps.reviews ?? createReviewsSource({ config, logger: deps.logger, fetch: deps.fetch });
  // Warm-up: the first page rendered finds the reviews already fetched (or given up on).
  void reviews.refresh();
  // The security headers and the request id, on every answer (decision 258).
  const head = answerHead(config);
  const pageDeps = {
    head,
    config: publicConfig(config),
    manifest: deps.manifest,
    caches,
    catalogue: deps.catalogue,
    reviews,
    now: deps.now ?? Date.now,
    renderTimeoutMs: 5000,
    isSecure: (req: IncomingMessage) => isSecure(req, trust),
    admitVariant: variantBudget((req) => clientIp(req, trust), 60, 10_000, deps.now),
    log: (req: IncomingMessage) => requestLogger(req, deps.logger),
    places: createPlacesLookup({ config, logger: deps.logger, fetch: deps.fetch }),
    onRender: (outcome: 'hit' | 'miss') => (outcome === 'hit' ? metrics.cacheHit() : metrics.cacheMiss()),
    onRendered: metrics.renderDone,
    // Misses render a few at a time with a short queue; the excess is shed with 503 (decision 195).
    renderGate:
      deps.renderGate ??
      createRenderGate(config.PAGE_RENDER_CONCURRENCY, RENDER_QUEUE_PER_SLOT * config.PAGE_RENDER_CONCURRENCY),
    onShed: metrics.renderShed,
    postPaths: deps.formPages?.paths,
  };
  if (deps.formPages) app.use(deps.formPages.router(createFormPageRenderer(pageDeps)));
  metrics.setHtmlCacheSize(() => {
    const a = caches.pages.footprint();
    const b = caches.variants.footprint();
    return { entries: a.entries + b.entries, bytes: a.bytes + b.bytes };
  });

  const steps: Step[] = [
    createRequestLogStep(deps.logger, observe),
    head.step,
    // While draining, tell clients and load balancers not to reuse this connection.
    (_req, res, next) => {
      if (lifecycle.draining) res.setHeader('Connection', 'close');
      next();
    },
    (req, _res, next) => {
      // `%`, `%ZZ`, `%C0%AF`: a path that cannot be decoded is the client's error, answered before any routing.
      next(isWellFormedPath(splitUrl(req.url ?? '/').path) ? undefined : new BadRequest());
    },
    redirectStep,
    createPageStep(pageDeps, { notFoundOnly: false }),
    (req, res, next) => {
      app(req as never, res as never, next);
    },
    createPageStep(pageDeps, { notFoundOnly: true }),
  ];
  const handler = pipeline(steps, (err, req, res) =>
    handleError(err, req, res, requestLogger(req, deps.logger)),
  ) as SiteHandler;
  handler.express = app;
  return handler;
}

/** Misses that may wait for a render, per render allowed at once (PAGE_RENDER_CONCURRENCY). */
export const RENDER_QUEUE_PER_SLOT = 4;

/** Every answer counted by route label, method and status, with its latency (server/metrics.ts). */
const observe: OnAnswered = (req, res, url, seconds) => {
  // Express leaves the route that answered on the request: the API's labels come from its own route table.
  const route = (req as IncomingMessage & { route?: { path?: unknown } }).route?.path;
  metrics.observeRequest({
    routeId: routeIdOf(url, res.statusCode, typeof route === 'string' ? route : undefined),
    method: req.method ?? 'GET',
    status: res.statusCode,
    seconds,
  });
};

class BadRequest extends Error {
  status = 400;
}

/** Spec 2.1 redirects (301, the query carried over), and no trailing slash on any path GET reads (decision 200). */
const redirectStep: Step = (req, res, next) => {
  const { path, search } = splitUrl(req.url ?? '/');
  const q = search ? `?${search}` : '';
  // Other methods (API posts) keep their path: a 301 would turn a POST into a GET.
  const read = req.method === 'GET' || req.method === 'HEAD';
  const to = read ? canonicalLocation(path) : (findRedirect(path)?.to ?? null);
  if (!to) return next();
  res.statusCode = 301;
  res.setHeader('Location', `${to}${q}`);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`Moved Permanently. Redirecting to ${to}`);
};

/**
 * How many page variants one client may have rendered: 60 per 10 s (a person browsing theme demos or upgrade
 * links needs a handful). Beyond it the client gets 429 for variants not yet cached; pages and cached variants
 * are unaffected. Keeps one address from keeping the renderer busy for everyone.
 */
export function variantBudget(
  clientIp: (req: IncomingMessage) => string,
  perWindow = 60,
  windowMs = 10_000,
  now = Date.now,
) {
  const spent = new Map<string, { n: number; until: number }>();
  return (req: IncomingMessage): boolean => {
    const t = now();
    // Bounded memory under a flood from many addresses: forget everyone at once rather than grow.
    if (spent.size > 10_000) spent.clear();
    const ip = clientIp(req);
    const s = spent.get(ip);
    if (!s || s.until <= t) {
      spent.set(ip, { n: 1, until: t + windowMs });
      return true;
    }
    return ++s.n <= perWindow;
  };
}

/** The client's address as Express's req.ip finds it: X-Forwarded-For is read only through trusted hops. */
function clientIp(req: IncomingMessage, trust: (addr: string | undefined, i: number) => boolean): string {
  const xff = req.headers['x-forwarded-for'];
  const hops = [
    req.socket.remoteAddress ?? '',
    ...(typeof xff === 'string'
      ? xff
          .split(',')
          .map((a) => a.trim())
          .reverse()
      : []),
  ];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i], i)) i++;
  return hops[i];
}

/** HTTPS as the visitor sees it: the socket, or X-Forwarded-Proto from a trusted proxy (as Express's req.protocol). */
function isSecure(req: IncomingMessage, trust: (addr: string | undefined, i: number) => boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** Assets, public files, operations and the API: what Express's routing serves. */
function createExpressApp(config: Config, deps: AppDeps, lifecycle: Lifecycle): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  if (config.TRUST_PROXY !== undefined) app.set('trust proxy', config.TRUST_PROXY);

  // Hashed assets are immutable and precompressed; a missing one is a plain 404. Public files are served only for
  // names that exist at start-up, so other requests never touch the file system.
  app.use('/assets', createAssetHandler(deps.clientDir));
  const publicFiles = new Set(
    readdirSync(deps.publicDir, { recursive: true }).map((f) => `/${String(f).split(path.sep).join('/')}`),
  );
  const servePublic = express.static(deps.publicDir, { maxAge: '1d', index: false, redirect: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));

  // Operations and crawlers.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    // The database check is periodic (decision 072): a probe reads its last result and writes nothing.
    const writable = deps.storageWritable?.() ?? true;
    const ok = lifecycle.ready && !lifecycle.draining && writable;
    const status = ok
      ? 'ready'
      : lifecycle.draining
        ? 'draining'
        : !lifecycle.ready
          ? 'starting'
          : 'database unavailable';
    res
      .set('Cache-Control', 'no-store')
      .status(ok ? 200 : 503)
      .json({ status });
  });
  // The domain search form's action: without JavaScript a search still reaches checkout (decision 221).
  app.get(DOMAIN_SEARCH_PATH, domainSearchHandler(config.CHECKOUT_URL));
  app.get('/robots.txt', crawlerFile(robotsTxt(config.PUBLIC_URL), 'text/plain', ROBOTS_TXT_UPDATED));
  app.get('/sitemap.xml', crawlerFile(sitemapXml(config.PUBLIC_URL), 'application/xml', sitemapUpdated()));

  // The API. Cached pages carry their own encoding; only the API compresses per response.
  const loginInfo = createLoginInfoClient({
    url: config.LOGIN_INFO_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger: deps.logger,
    fetch: deps.fetch,
  });
  app.use('/api', compression());
  app.use('/api', createLoginInfoRouter(loginInfo));
  for (const router of deps.apiRouters ?? []) app.use('/api', router);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use('/api', apiErrorHandler);
  return app;
}

/** Every /api error is JSON with no stack or internal detail. */
const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = errorStatus(err);
  if (status >= 500) req.log?.error({ err }, 'api error');
  if (res.headersSent) return;
  res.status(status).json({ error: status >= 500 ? 'Internal error' : 'Bad request' });
};

/** A client error keeps its status (400 for a malformed body or path); anything else is a 500. */
function errorStatus(err: unknown): number {
  const s =
    (err as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (err as { statusCode?: unknown } | null)?.statusCode;
  if (err instanceof URIError) return 400;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : 500;
}

const ERROR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Please try again in a moment.</p></main></body></html>`;
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
};

/**
 * The one error boundary: whatever a step throws becomes an answer for this request alone, logged with its
 * request id. No stack trace, path or input ever reaches the client.
 */
function handleError(err: unknown, req: IncomingMessage, res: ServerResponse, log: Logger): void {
  const status = errorStatus(err);
  if (status >= 500) log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Set-Cookie']) res.removeHeader(name);
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (splitUrl(req.url ?? '/').path.startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: status >= 500 ? 'Internal error' : 'Bad request' }));
  } else if (status >= 500) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(ERROR_PAGE);
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(Object.hasOwn(CLIENT_ERROR_TEXT, status) ? CLIENT_ERROR_TEXT[status] : 'Bad Request');
  }
}
