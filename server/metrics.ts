// Prometheus metrics (decision 074), served only on METRICS_PORT by startMetricsServer (metrics-server.ts), never on
// the public port. The request pipeline calls observeRequest / cacheHit / cacheMiss / renderDone with a route label
// from route-labels.ts; upstream calls are counted by instrumentFetch (upstream-metrics.ts) under the name each
// client gives with upstreamFetch; the outbox figures are read from the store at scrape time. No label ever holds
// request input beyond the route id, the method (from a fixed list) and the status code.
import client from 'prom-client';
import { TalliedHistogram, type LatencyTally } from './tallied-histogram.ts';
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
