import compression from 'compression';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type Router } from 'express';
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
import { createLoopDelay, createRenderGate, type RenderGate } from './render-gate.ts';
import { clientIp, isSecure, variantBudget, type TrustProxy } from './client-address.ts';
import { apiErrorHandler, handleError } from './errors.ts';
import { crawlerFile, robotsTxt, ROBOTS_TXT_UPDATED, sitemapUpdated, sitemapXml } from './seo.ts';
import { createLoginInfoClient } from './upstreams/login-info.ts';
import { createReviewsSource, type ReviewsSource } from './upstreams/reviews.ts';
import { createLoginInfoRouter } from './api/login-info.ts';
import { createAssetHandler } from './assets.ts';
import { metrics } from './metrics.ts';
import { routeIdOf } from './route-labels.ts';
import { domainSearchHandler } from './domain-search.ts';
import { DOMAIN_SEARCH_PATH } from '../content/domain-search.ts';
import { checkoutRedirectHandler, CHECKOUT_REDIRECTS } from './checkout-redirect.ts';
import { apiErrorTexts, redirectTexts } from '../content/answers.ts';
import { localSearchRedirectHandler } from './local-search-redirect.ts';
import { LOCAL_SEARCH_REDIRECT_PATH } from '../shared/checkout.ts';

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
  const trust = app.get('trust proxy fn') as TrustProxy;
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
    renderGate: deps.renderGate ?? defaultRenderGate(config.PAGE_RENDER_CONCURRENCY),
    onShed: metrics.renderShed,
    refusalPauseMs: config.REFUSAL_PAUSE_MS,
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
/** The longest a miss waits for a render slot before it is shed: a visitor retrying in 2 s is served sooner. */
export const RENDER_MAX_WAIT_MS = 1000;
/**
 * Beyond this event-loop delay new misses are shed: the loop is already late for every cached page, and another
 * render would make it later still.
 */
export const RENDER_MAX_LOOP_DELAY_MS = 50;
/**
 * The largest share of the last second renders may keep running: the rest of the event loop is left to cached
 * pages, so a flood of misses from many addresses cannot make them wait behind one render after another. A quarter
 * (decision 327): at half, two renders started in one turn still held a cached page past 50 ms at the 99th percentile.
 */
export const RENDER_MAX_SHARE = 0.25;

let loopDelay: ReturnType<typeof createLoopDelay> | undefined;
function defaultRenderGate(concurrency: number): RenderGate {
  // One loop-delay timer per process, however many apps it makes (tests make several).
  loopDelay ??= createLoopDelay();
  return createRenderGate(concurrency, RENDER_QUEUE_PER_SLOT * concurrency, {
    maxWaitMs: RENDER_MAX_WAIT_MS,
    loop: loopDelay,
    maxLoopDelayMs: RENDER_MAX_LOOP_DELAY_MS,
    maxRenderShare: RENDER_MAX_SHARE,
  });
}

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
  res.end(redirectTexts.moved(to));
};

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
  // Buy buttons: the visitor's promotion code reaches checkout without JavaScript (decision 273).
  app.get(CHECKOUT_REDIRECTS.plan, checkoutRedirectHandler(config.CHECKOUT_URL, 'plan'));
  app.get(CHECKOUT_REDIRECTS.domain, checkoutRedirectHandler(config.CHECKOUT_URL, 'domain'));
  // Local plan buttons: the code reaches the business search's address without JavaScript (decision 287).
  app.get(LOCAL_SEARCH_REDIRECT_PATH, localSearchRedirectHandler());
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
    res.status(404).json({ error: apiErrorTexts.notFound });
  });
  app.use('/api', apiErrorHandler);
  return app;
}
