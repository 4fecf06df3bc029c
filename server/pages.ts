import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeData, type AppData, type PublicConfig } from '../shared/app-data.ts';
import type { FormEcho } from '../shared/form-echo.ts';
import { fillPageMeta } from '../shared/price-text.ts';
import { parsePromo } from '../shared/promo.ts';
import { resolvePage } from '../shared/routes.ts';
import type { CachedPage, HtmlCache } from './html-cache.ts';
import { sendBusy, sendPage, setPromoCookie } from './page-answer.ts';
import { afterPause } from './refusal-pause.ts';
import type { AnswerHead } from './security.ts';
import type { Logger } from './logger.ts';
import { pageAssets, type Manifest } from './manifest.ts';
import { render } from './render.tsx';
import { loadPage } from '../client/app/page-registry.ts';
import { structuredData, withStructuredData } from './structured-data.ts';
import { pageMeta } from '../content/pages.ts';
import type { CatalogueSnapshot } from '../shared/catalogue-types.ts';
import type { PlacesLookupResult } from './upstreams/places.ts';
import { splitUrl, type Step } from './pipeline.ts';
import { RenderShed, type RenderGate } from './render-gate.ts';
import type { ReviewsSummary } from '../shared/reviews.ts';
import { statusTexts } from '../content/answers.ts';

/** What the page handler needs of the catalogue service (server/upstreams/catalogue.ts). */
export interface PageCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  readonly version: number;
}

/** What the page handler needs of the reviews source (server/upstreams/reviews.ts). */
export interface PageReviews {
  summary(): Promise<ReviewsSummary | null>;
  readonly version: number;
}

/** Where the HTML of pages is kept: the plain pages apart from their query variants (see createPageStep). */
export interface PageCaches {
  pages: HtmlCache;
  variants: HtmlCache;
}

export interface PageStepDeps {
  config: PublicConfig;
  manifest: Manifest;
  caches: PageCaches;
  catalogue: PageCatalogue;
  reviews?: PageReviews;
  now: () => number;
  renderTimeoutMs: number;
  /** Whether the visitor reached us over HTTPS, by the trusted proxy settings. */
  isSecure: (req: IncomingMessage) => boolean;
  /** Admits a render of a page variant for this client (see createPageStep); defaults to always. */
  admitVariant?: (req: IncomingMessage) => boolean;
  /** The business search without JavaScript: the places matching a name (server/api/places.ts). */
  places?: (q: string) => Promise<PlacesLookupResult>;
  /** The request's logger (with its request id). */
  log: (req: IncomingMessage) => Logger;
  onRender?: (outcome: 'hit' | 'miss') => void;
  /** A page was rendered to fill the cache, in seconds (metrics). */
  onRendered?: (seconds: number) => void;
  /** Bounds concurrent renders of the page step (decision 195); cached pages never enter it. */
  renderGate?: RenderGate;
  /** A miss was refused with 503 because the render gate and its queue were full (metrics). */
  onShed?: () => void;
  /** Refusals (429, 503) are written after this pause (server/refusal-pause.ts); none when unset. */
  refusalPauseMs?: number;
  /** The headers every answer carries, prepared into each cached page's head (server/security.ts). */
  head?: AnswerHead;
  /** Paths whose form also takes a plain HTML form post (decision 180): a POST there goes on to their router. */
  postPaths?: ReadonlySet<string>;
}

/** What a page URL asks for: the cache key and everything a render needs. */
export function parsePageUrl(url: string) {
  const { path, search } = splitUrl(url);
  const resolved = resolvePage(path, search);
  const { match, route, query, page: pageKey, metaId } = resolved;
  const qs = query.toString();
  // Every unknown path renders the same 404 document, so they share one cache entry.
  const key = match ? `${path}?${qs}` : '404';
  return { path, search, match, route, qs, pageKey, metaId, key, resolved };
}

type ParsedPage = ReturnType<typeof parsePageUrl>;
const PARSED = Symbol('the page address, read once per request');
declare module 'node:http' {
  interface IncomingMessage {
    [PARSED]?: ParsedPage;
  }
}

/**
 * Addresses without a query, read once per process: they are most of the traffic (every cached page) and their
 * reading never changes. Bounded, since pattern and prefix routes take any sub-path: past the bound it starts over.
 */
const plainAddresses = new Map<string, ParsedPage>();
const PLAIN_ADDRESSES_MAX = 1000;
function readAddress(url: string): ParsedPage {
  if (url.includes('?')) return parsePageUrl(url);
  let page = plainAddresses.get(url);
  if (!page) {
    if (plainAddresses.size >= PLAIN_ADDRESSES_MAX) plainAddresses.clear();
    plainAddresses.set(url, (page = parsePageUrl(url)));
  }
  return page;
}

/**
 * The page step: a GET or HEAD for a path of the route table is answered from the HTML cache, rendered on a miss.
 * Used twice in the pipeline: for the route table's paths before the rest of the app, and for whatever nothing
 * else answered (the 404 page). The promotion code (`?p`) is the visitor's own and never part of the HTML: the
 * page sets the cookie and the browser applies the code to links after hydration, so a new code costs no render.
 */
export function createPageStep(deps: PageStepDeps, options: { notFoundOnly: boolean }): Step {
  // Synchronous for a cached page: only a miss goes on to the asynchronous render (no promise per hit).
  return (req, res, next) => {
    // An unknown path passes both page steps: the second takes the first one's reading of the address.
    const page = (req[PARSED] ??= readAddress(req.url ?? '/'));
    if (!options.notFoundOnly && !page.match) return next();
    if (!options.notFoundOnly && req.method === 'POST' && deps.postPaths?.has(page.path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(statusTexts.methodNotAllowed);
      return;
    }
    // Variants (query values such as siteid, sub-paths of prefix and pattern routes) live in their own bounded
    // cache, so a flood of them never evicts a page, and a client may render only so many of them.
    const variant = page.qs !== '' || (page.match !== null && page.path !== page.route.path);
    const cache = variant ? deps.caches.variants : deps.caches.pages;
    // Both versions only grow, so their sum changes whenever either content changes.
    const version = deps.catalogue.version + (deps.reviews?.version ?? 0);
    const cached = cache.get(page.key, version);
    deps.onRender?.(cached ? 'hit' : 'miss');
    if (cached) return answerPage(deps, req, res, page, cached);
    if (variant && deps.admitVariant && !deps.admitVariant(req)) {
      res.statusCode = 429;
      res.setHeader('Retry-After', '10');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return afterPause(res, deps.refusalPauseMs ?? 0, () => res.end(statusTexts.tooManyRequests));
    }
    return renderAndAnswer(deps, req, res, page, cache, version, variant);
  };
}

/** A miss: rendered through the render gate (decision 195), or refused with 503 when the gate and its queue are full. */
async function renderAndAnswer(
  deps: PageStepDeps,
  req: IncomingMessage,
  res: ServerResponse,
  page: ParsedPage,
  cache: HtmlCache,
  version: number,
  variant: boolean,
): Promise<void> {
  const make = () => renderPage(deps, req, page, { variant });
  let rendered: CachedPage;
  try {
    // Concurrent misses for one key share one render, and so one place in the gate.
    rendered = await cache.getOrCreate(page.key, version, deps.renderGate ? () => deps.renderGate!.run(make) : make);
  } catch (e) {
    if (!(e instanceof RenderShed)) throw e;
    deps.onShed?.();
    return afterPause(res, deps.refusalPauseMs ?? 0, () => sendBusy(res));
  }
  answerPage(deps, req, res, page, rendered);
}

function answerPage(
  deps: PageStepDeps,
  req: IncomingMessage,
  res: ServerResponse,
  page: ParsedPage,
  cached: CachedPage,
): void {
  // Only a page of the route table with a query can carry a promotion code.
  const promo = page.match && page.search ? parsePromo(new URLSearchParams(page.search).get('p')) : null;
  if (cached.status === 200 && promo) setPromoCookie(res, promo, deps.isSecure(req));
  sendPage(req, res, cached, deps.head);
}

/**
 * Renders one page of the route table (or the 404 page) with the catalogue's current snapshot. `form`: the values
 * and messages of a refused plain form post, for that one visitor's answer.
 */
async function renderPage(
  deps: PageStepDeps,
  req: IncomingMessage,
  page: ParsedPage,
  { variant, form }: { variant: boolean; form?: FormEcho },
) {
  const started = performance.now();
  const [catalogue, reviews] = await Promise.all([
    deps.catalogue.snapshot(),
    deps.reviews ? deps.reviews.summary() : null,
  ]);
  const url = page.match ? `${page.path}${page.qs ? `?${page.qs}` : ''}` : '/404';
  const data: AppData = {
    url,
    config: deps.config,
    assets: pageAssets(deps.manifest, page.pageKey, page.route.layout, page.resolved.match?.params),
    renderedAt: deps.now(),
    // Copy quoting a price carries placeholders, filled from the snapshot the page renders with (decision 162).
    page: { id: page.metaId, meta: fillPageMeta(pageMeta(page.metaId), catalogue.prices) },
    route: routeData(page.resolved),
    catalogue,
    reviews,
    ...(form ? { form } : {}),
  };
  // decision 251: a business search sent without JavaScript lists its matches in the page itself.
  const q = page.pageKey === 'local-search' ? new URLSearchParams(page.qs).get('q') : null;
  if (q && deps.places) data.places = { q, results: (await deps.places(q.trim())).places };
  const rendered = await render(data, {
    status: page.match ? 200 : 404,
    timeoutMs: deps.renderTimeoutMs,
    // The render shows the page resolved above for the cache key; it does not resolve the address again.
    first: { url, resolved: page.resolved },
    onError: (e) => deps.log(req).error({ err: e }, 'render error'),
  });
  deps.onRendered?.((performance.now() - started) / 1000);
  // For crawlers: the page's structured data; Product data only on the plain page (not on query variants, whose
  // upgrade links carry other checkout links).
  const { sells } = page.match && !variant ? await loadPage(page.pageKey) : { sells: undefined };
  const blocks = structuredData({
    metaId: page.metaId,
    meta: data.page.meta,
    notice: page.resolved.notice,
    sells,
    catalogue,
    config: deps.config,
    path: page.path,
  });
  rendered.html = withStructuredData(rendered.html, blocks);
  return rendered;
}

/**
 * Renders a form page again for one visitor after a refused plain form post; rejects with RenderShed when the
 * render gate refuses it.
 */
/** `url`: the page's address with its query (the funnel's plan of a chosen business); the form's path otherwise. */
export type FormPageRenderer = (req: IncomingMessage, form: FormEcho, url?: string) => Promise<Buffer>;

/**
 * A form page with the visitor's values and messages (decision 180). Rendered for this answer alone: it never
 * enters an HTML cache, and nothing of it is logged.
 */
export function createFormPageRenderer(deps: PageStepDeps): FormPageRenderer {
  return async (req, form, url = form.path) => {
    const page = parsePageUrl(url);
    const make = () => renderPage(deps, req, page, { variant: true, form });
    // Through the same gate as every miss: a form post can make the server render no more than a page request can.
    try {
      return (await (deps.renderGate ? deps.renderGate.run(make) : make())).html;
    } catch (e) {
      if (e instanceof RenderShed) deps.onShed?.();
      throw e;
    }
  };
}
