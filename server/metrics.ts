// Prometheus metrics (decision 074), served only on METRICS_PORT by startMetricsServer, never on the public port.
// The request pipeline calls observeRequest / cacheHit / cacheMiss / renderDone; upstream calls are counted by
// instrumentFetch under the name each client gives with upstreamFetch; the outbox figures are read from the store at scrape time. No label ever holds request input
// beyond the route id, the method (from a fixed list) and the status code.
import http from 'node:http';
import client from 'prom-client';
import { matchRoute } from '../shared/routes.ts';
import type { Logger } from './logger.ts';
import { OUTBOX_STATUSES, type Outbox, type OutboxKind, type OutboxStats } from './db/outbox.ts';

export const registry = new client.Registry();

/**
 * Answered requests are tallied in plain numbers and handed to prom-client when scraped (decision 258): a labelled
 * prom-client child checks and hashes its labels again on every call, which was most of a cached page's metrics
 * cost. One tally per route, method and status for the count; one per route and method for the latency.
 */
interface RequestTally {
  labels: { route: string; method: string; status: string };
  count: number;
  latency: LatencyTally;
}
export interface LatencyTally {
  labels: { route: string; method: string };
  /** Observations per bucket (not cumulative), in the order of the histogram's upper bounds. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * By route id, then by status and method as one number (`status * 8 + method's index`): a request finds its tally
 * without building a key string (a page's route id is a constant of the route table, its hash already known).
 */
const requestTallies = new Map<string, Map<number, RequestTally>>();

// Registered for the scrape; its values come from the tallies.
new client.Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route id, method and status code.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const byStatus of requestTallies.values()) for (const t of byStatus.values()) this.inc(t.labels, t.count);
  },
});

/**
 * A prom-client histogram whose observations are tallied outside it (`observe` on a LatencyTally) and exported in
 * exactly the form prom-client gives its own (test/unit/metrics.test.ts compares the two).
 */
export class TalliedHistogram<T extends string> extends client.Histogram<T> {
  private readonly tallies = new Map<string, LatencyTally>();
  private readonly bounds: number[];
  private readonly names: { name: string; help: string; aggregator: client.Aggregator };

  constructor(config: client.HistogramConfiguration<T> & { buckets: number[] }) {
    super(config);
    this.bounds = [...config.buckets];
    this.names = { name: config.name, help: config.help, aggregator: config.aggregator ?? 'sum' };
  }

  /** The tally of one label set, made on first use. */
  tally(labels: { route: string; method: string }): LatencyTally {
    const key = `${labels.route} ${labels.method}`;
    let t = this.tallies.get(key);
    if (!t) this.tallies.set(key, (t = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    return t;
  }

  /** One observation, in seconds: the first bucket whose upper bound holds it, as prom-client counts. */
  observeInto(t: LatencyTally, seconds: number): void {
    t.sum += seconds;
    t.count++;
    const b = this.bounds;
    for (let i = 0; i < b.length; i++) {
      if (seconds <= b[i]) {
        t.buckets[i]++;
        return;
      }
    }
  }

  /** What prom-client's Histogram builds from its own values, built from the tallies. */
  async getForPromString() {
    const { name, help, aggregator } = this.names;
    const values: Array<{
      labels: Record<string, string | number>;
      sharedLabels: Record<string, string>;
      value: number;
      metricName: string;
      exemplar?: null;
    }> = [];
    for (const t of this.tallies.values()) {
      let acc = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        acc += t.buckets[i];
        values.push({
          labels: { le: this.bounds[i] },
          sharedLabels: t.labels,
          value: acc,
          metricName: `${name}_bucket`,
          exemplar: null,
        });
      }
      values.push({
        labels: { le: '+Inf' },
        sharedLabels: t.labels,
        value: t.count,
        metricName: `${name}_bucket`,
        exemplar: null,
      });
      values.push({ labels: {}, sharedLabels: t.labels, value: t.sum, metricName: `${name}_sum` });
      values.push({ labels: {}, sharedLabels: t.labels, value: t.count, metricName: `${name}_count` });
    }
    return { name, help, type: 'histogram' as const, values, aggregator };
  }

  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    } as unknown as client.MetricObjectWithValues<client.MetricValueWithName<T>>;
  }

  reset(): void {
    super.reset();
    this.tallies?.clear();
  }
}

const latency = new TalliedHistogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of the response, by route id and method.',
  labelNames: ['route', 'method'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
/** A counter whose value is a plain number counted elsewhere, handed to prom-client when scraped. */
function countedOutside(name: string, help: string, value: () => number): void {
  new client.Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(value());
    },
  });
}
// Every page request is a hit or a miss: counted in plain numbers, as the requests are.
const cacheCounts = { hits: 0, misses: 0 };
countedOutside('html_cache_hits_total', 'Pages answered from the HTML cache.', () => cacheCounts.hits);
countedOutside('html_cache_misses_total', 'Pages that had to be rendered.', () => cacheCounts.misses);
const renders = new client.Counter({
  name: 'page_renders_total',
  help: 'Server renders of a page (cache fills).',
  registers: [registry],
});
const renderSeconds = new client.Histogram({
  name: 'page_render_duration_seconds',
  help: 'Time to render and compress one page.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});
const rendersShed = new client.Counter({
  name: 'page_renders_shed_total',
  help: 'Page renders refused with 503 (Retry-After) because PAGE_RENDER_CONCURRENCY renders were running and the queue was full.',
  registers: [registry],
});
let cacheSizeSource: (() => { entries: number; bytes: number }) | undefined;
new client.Gauge({
  name: 'html_cache_entries',
  help: 'Pages held in the HTML cache.',
  registers: [registry],
  collect() {
    if (cacheSizeSource) this.set(cacheSizeSource().entries);
  },
});
new client.Gauge({
  name: 'html_cache_bytes',
  help: 'Bytes held in the HTML cache (all encodings).',
  registers: [registry],
  collect() {
    if (cacheSizeSource) this.set(cacheSizeSource().bytes);
  },
});
const upstreamCalls = new client.Counter({
  name: 'upstream_requests_total',
  help: 'Calls to upstream services, by upstream and outcome (ok, http_4xx, http_5xx, timeout, error).',
  labelNames: ['upstream', 'outcome'] as const,
  registers: [registry],
});
const upstreamSeconds = new client.Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'Time until an upstream answered (headers) or failed.',
  labelNames: ['upstream'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const connectionsRefused = new client.Counter({
  name: 'http_connections_refused_total',
  help: 'Connections answered 503 at once, by reason (max_connections, per_address): no idle one could make room.',
  labelNames: ['reason'] as const,
  registers: [registry],
});
const idleConnectionsClosed = new client.Counter({
  name: 'http_idle_connections_closed_total',
  help: 'Idle keep-alive connections closed to admit a new connection at the cap (oldest idle first).',
  registers: [registry],
});
const clientErrors = new client.Counter({
  name: 'http_client_errors_total',
  help: 'Requests answered by the HTTP layer before the app: timeout (408), malformed (400, 431), other.',
  labelNames: ['kind'] as const,
  registers: [registry],
});
const deliveryAttempts = new client.Counter({
  name: 'outbox_delivery_attempts_total',
  help: 'Lead and mail delivery attempts, by kind and outcome (delivered, failed, timeout, dead).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});
const rateLimitFallbacks = new client.Counter({
  name: 'rate_limit_store_errors_total',
  help: 'Rate-limit decisions taken without the shared store (Redis unreachable), by fallback (local, open).',
  labelNames: ['fallback'] as const,
  registers: [registry],
});
const storageWritable = new client.Gauge({
  name: 'database_writable',
  help: '1 when the last periodic write to the database succeeded, else 0 (readiness follows it).',
  registers: [registry],
});

// Outbox figures come from the store (shared by every replica with PostgreSQL), read when scraped.
let outboxSource: Outbox | undefined;
let lastStats: OutboxStats | undefined;
let inFlight: { at: number; p: Promise<OutboxStats | undefined> } | undefined;
/** One read of the store per scrape, shared by the gauges that need it. */
function outboxStats(): Promise<OutboxStats | undefined> {
  if (!outboxSource) return Promise.resolve(undefined);
  const now = Date.now();
  if (inFlight && now - inFlight.at < 250) return inFlight.p;
  const source = outboxSource;
  const p = (async () => {
    try {
      lastStats = await source.stats();
    } catch {
      // The database is down: the previous figures stay, database_writable says why.
    }
    return lastStats;
  })();
  inFlight = { at: now, p };
  return p;
}
const KINDS: OutboxKind[] = ['lead', 'mail'];
new client.Gauge({
  name: 'outbox_rows',
  help: 'Outbox rows by kind and status (pending, sending, delivered, dead).',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  async collect() {
    const s = await outboxStats();
    if (!s) return;
    for (const kind of KINDS) for (const status of OUTBOX_STATUSES) this.set({ kind, status }, 0);
    for (const g of s.byKindStatus) this.set({ kind: g.kind, status: g.status }, g.count);
  },
});
new client.Gauge({
  name: 'outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest lead or mail not yet delivered (0 when none is waiting).',
  registers: [registry],
  async collect() {
    const s = await outboxStats();
    if (s) this.set((s.oldestPendingAgeMs ?? 0) / 1000);
  },
});

/** The methods counted by name, by their index in a tally's number; any other is OTHER (index 7). */
const METHODS = new Map(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((m, i) => [m, i]));
const OTHER_METHOD = 7;

export const metrics = {
  /** One answered request. routeId: the route table's id, or a fixed name ("asset", "api", "not-found" ...). */
  observeRequest({
    routeId,
    method,
    status,
    seconds,
  }: {
    routeId: string;
    method: string;
    status: number;
    seconds: number;
  }) {
    const index = METHODS.get(method) ?? OTHER_METHOD;
    // The sets are small and fixed (routeIdOf, METHODS, statuses), so the tallies are too.
    let byStatus = requestTallies.get(routeId);
    if (!byStatus) requestTallies.set(routeId, (byStatus = new Map()));
    const key = status * 8 + index;
    let t = byStatus.get(key);
    if (!t) {
      const m = index === OTHER_METHOD ? 'OTHER' : method;
      t = {
        labels: { route: routeId, method: m, status: String(status) },
        count: 0,
        latency: latency.tally({ route: routeId, method: m }),
      };
      byStatus.set(key, t);
    }
    t.count++;
    latency.observeInto(t.latency, seconds);
  },
  /** Sheds: page renders refused with 503 because as many as the process allows were already running or waiting. */
  renderShed: () => rendersShed.inc(),
  cacheHit: () => {
    cacheCounts.hits++;
  },
  cacheMiss: () => {
    cacheCounts.misses++;
  },
  /** A page was rendered (and compressed) to fill the cache. */
  renderDone: (seconds?: number) => {
    renders.inc();
    if (seconds !== undefined) renderSeconds.observe(seconds);
  },
  /** Where html_cache_entries and html_cache_bytes come from (the HTML cache). */
  setHtmlCacheSize(source: () => { entries: number; bytes: number }) {
    cacheSizeSource = source;
  },
  upstreamCall(upstream: string, outcome: 'ok' | 'http_4xx' | 'http_5xx' | 'timeout' | 'error', seconds: number) {
    upstreamCalls.inc({ upstream, outcome });
    upstreamSeconds.observe({ upstream }, seconds);
  },
  connectionRefused(reason: 'max_connections' | 'per_address') {
    connectionsRefused.inc({ reason });
  },
  connectionClosedIdle: () => idleConnectionsClosed.inc(),
  clientError(kind: 'timeout' | 'malformed' | 'other') {
    clientErrors.inc({ kind });
  },
  deliveryAttempt(kind: OutboxKind, outcome: 'delivered' | 'failed' | 'timeout' | 'dead') {
    deliveryAttempts.inc({ kind, outcome });
  },
  rateLimitFallback(fallback: 'local' | 'open') {
    rateLimitFallbacks.inc({ fallback });
  },
  setOutbox(outbox: Outbox) {
    outboxSource = outbox;
    inFlight = undefined;
  },
  setWritable(ok: boolean) {
    storageWritable.set(ok ? 1 : 0);
  },
};

/**
 * The route label of an answered request, from a fixed set whatever the path, derived from the two route tables
 * rather than listed here: the page route table's id (shared/routes.ts) for pages, and for the API `api:` and the
 * path of the Express route that answered (`api:/products/plans`, `api:/leads/:leadType`), so every API route a
 * router registers has its own label and none can drift from them. Besides: `asset`, `public`, `ops` (the other
 * Express routes: health, readiness, robots, sitemap, the domain search action), `redirect`, `bad-request`,
 * `not-found`, `api` (an /api path no route answered) and `other`. `expressRoute` is `req.route.path`.
 */
export function routeIdOf(url: string, status: number, expressRoute?: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (status === 404) return 'not-found';
  if (status === 400 && path.includes('%')) return 'bad-request';
  if (status === 301 || status === 308) return 'redirect';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/api/')) return expressRoute ? `api:${expressRoute}` : 'api';
  const id = labelOf(path);
  // An Express route outside /api: a form page's plain post (decision 180) keeps its page's id; the rest are the
  // operations routes.
  if (expressRoute !== undefined) return id === 'other' || id === 'public' ? 'ops' : id;
  return id;
}

function labelOf(path: string): string {
  let id = pathLabels.get(path);
  if (id === undefined) {
    id = pathLabel(path);
    // Bounded: the labels of the paths seen most are kept; a flood of new paths only empties the memo.
    if (pathLabels.size >= 2000) pathLabels.clear();
    pathLabels.set(path, id);
  }
  return id;
}

/** The label of a path by the route table (decision 195: memoised by path in routeIdOf). */
const pathLabels = new Map<string, string>();
function pathLabel(path: string): string {
  try {
    const m = matchRoute(path);
    if (m) return m.route.id;
  } catch {
    // an undecodable parameter: not a page
  }
  return path.lastIndexOf('/') === 0 && path.includes('.') ? 'public' : 'other';
}

/** The label of calls made through an instrumented fetch that no client named: none should be. */
export const UNNAMED_UPSTREAM = 'other';

const NAMED = Symbol('upstream names');
type NamingFetch = typeof fetch & { [NAMED]?: (upstream: string) => typeof fetch };

/**
 * The fetch an upstream client calls through, its calls counted under the name the client declares (each module
 * of server/upstreams exports its `*_UPSTREAM` name). The label comes from the client, not from matching URLs
 * against configured ones, so a new client or setting cannot end up counted as "other". A fetch that is not
 * instrumented (a test's fake) is used as it is.
 */
export function upstreamFetch(upstream: string, base: typeof fetch = globalThis.fetch): typeof fetch {
  return (base as NamingFetch)[NAMED]?.(upstream) ?? base;
}

/**
 * A fetch that counts every call by upstream and outcome; the answer and errors pass through unchanged. Clients
 * name their upstream with upstreamFetch; a call that skips it is counted as UNNAMED_UPSTREAM.
 */
export function instrumentFetch(base: typeof fetch = globalThis.fetch): typeof fetch {
  const byName = new Map<string, typeof fetch>();
  const named = (upstream: string): typeof fetch => {
    let f = byName.get(upstream);
    if (f) return f;
    const call = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      const started = performance.now();
      try {
        const res = await base(input, init);
        const outcome = res.status < 400 ? 'ok' : res.status < 500 ? 'http_4xx' : 'http_5xx';
        metrics.upstreamCall(upstream, outcome, (performance.now() - started) / 1000);
        return res;
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        metrics.upstreamCall(
          upstream,
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'error',
          (performance.now() - started) / 1000,
        );
        throw err;
      }
    };
    // A named fetch can be renamed: a client may hand its fetch to another (the catalogue to domain prices).
    f = Object.assign(call, { [NAMED]: named }) as typeof fetch;
    byName.set(upstream, f);
    return f;
  };
  return named(UNNAMED_UPSTREAM);
}

let defaultsStarted = false;
/** Process metrics (CPU, memory, event-loop lag, handles, GC): started once, by the process that serves metrics. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ register: registry });
}

/**
 * The metrics listener on its own port: GET /metrics in the Prometheus text format, everything else 404. Keep
 * METRICS_PORT off the public load balancer; it answers anyone who can reach it.
 */
export function startMetricsServer(port: number, host: string, logger: Logger): Promise<http.Server> {
  startProcessMetrics();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    registry
      .metrics()
      .then((text) =>
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      )
      .catch(() => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const a = server.address();
      logger.info({ port: typeof a === 'object' && a ? a.port : port }, 'metrics listening');
      resolve(server);
    });
  });
}
