// The reviews source (CONTRACT.md "The reviews source"): REVIEWS_URL fetched with a timeout, checked with a schema,
// cached like the catalogue (a TTL, served stale while it revalidates) and never fetched per request. Anything but a
// well-formed answer (unset, timeout, 5xx, wrong shape, a score out of range) means no reviews: nothing is invented.
import { z } from 'zod';
import { RECENT_REVIEWS_SHOWN, type ReviewsSummary } from '../../shared/reviews.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { readJson, UpstreamBodyError } from './body.ts';

/** Twenty reviews of a few hundred characters: a generous cap. */
/** Its calls' label in the upstream metrics. */
export const REVIEWS_UPSTREAM = 'reviews';

export const REVIEWS_BODY_LIMIT = 256 * 1024;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');

const reviewSchema = z.object({
  author: z.string().trim().min(1).max(80),
  date: isoDate,
  rating: z.number().int().min(1).max(5),
  title: z.string().max(200).optional().default(''),
  text: z.string().max(4000),
});

export const reviewsBodySchema = z.object({
  source: z.object({
    name: z.string().trim().min(1).max(80),
    url: z
      .string()
      .url()
      .refine((u) => /^https:\/\//.test(u), 'must be https'),
  }),
  score: z.number().finite().min(0).max(5),
  count: z.number().int().nonnegative(),
  reviews: z.array(reviewSchema).max(20),
});

export interface ReviewsSource {
  /** The current summary, or null (none configured, or the source failed); from memory except on the first call. */
  summary(): Promise<ReviewsSummary | null>;
  /** Changes whenever the summary changes: pages rendered before are dropped from the HTML cache. */
  readonly version: number;
  /** Fetches now; never rejects. */
  refresh(): Promise<void>;
}

export interface ReviewsDeps {
  config: Pick<Config, 'REVIEWS_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  ttlMs?: number;
  failureTtlMs?: number;
  /** How long the last good answer may stand in for a failing source. */
  maxStaleMs?: number;
  now?: () => number;
}

/** The answer as the pages use it: reviews without text skipped, newest first, only as many as are shown. */
export function toSummary(body: z.infer<typeof reviewsBodySchema>): ReviewsSummary {
  const reviews = body.reviews
    .map((r) => ({
      ...r,
      author: r.author.trim(),
      title: r.title.trim(),
      text: r.text.trim(),
      date: r.date.slice(0, 10),
    }))
    .filter((r) => r.text !== '')
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, RECENT_REVIEWS_SHOWN);
  return {
    source: { name: body.source.name.trim(), url: body.source.url },
    score: body.score,
    count: body.count,
    reviews,
  };
}

function describe(err: unknown): string {
  if (err instanceof UpstreamBodyError) return err.reason;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout';
  if (err instanceof Error && /^HTTP \d+$/.test(err.message)) return err.message;
  return 'request failed';
}

export function createReviewsSource(deps: ReviewsDeps): ReviewsSource {
  const { config } = deps;
  const doFetch = upstreamFetch(REVIEWS_UPSTREAM, deps.fetch);
  const ttlMs = deps.ttlMs ?? 10 * 60_000;
  const failureTtlMs = deps.failureTtlMs ?? 30_000;
  const maxStaleMs = deps.maxStaleMs ?? 10 * 60_000;
  const now = deps.now ?? Date.now;
  const log = deps.logger.child({ component: 'reviews' });
  const url = config.REVIEWS_URL;

  let current: ReviewsSummary | null = null;
  let fingerprint = 'null';
  let version = 0;
  let loaded = !url;
  let expiresAt = url ? 0 : Number.POSITIVE_INFINITY;
  let lastGoodAt = 0;
  let inflight: Promise<void> | null = null;

  function set(next: ReviewsSummary | null): void {
    const f = JSON.stringify(next);
    if (f !== fingerprint) {
      fingerprint = f;
      current = next;
      version += 1;
    }
  }

  async function load(): Promise<void> {
    try {
      const res = await doFetch(url!, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new Error(`HTTP ${res.status}`);
      }
      const body = await readJson(res, REVIEWS_BODY_LIMIT, reviewsBodySchema);
      set(toSummary(body));
      lastGoodAt = now();
      expiresAt = now() + ttlMs;
    } catch (err) {
      // A source that fails for long stops vouching for the site: its last figures go too.
      const keep = current !== null && now() - lastGoodAt <= maxStaleMs;
      if (!keep) set(null);
      log.warn({ upstream: 'reviews', reason: describe(err), serving: keep ? 'last-good' : 'none' }, 'reviews failed');
      expiresAt = now() + failureTtlMs;
    }
    loaded = true;
  }

  function refresh(): Promise<void> {
    if (!url) return Promise.resolve();
    inflight ??= load().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return {
    async summary() {
      if (!loaded) await refresh();
      else if (now() >= expiresAt) void refresh();
      return current;
    },
    get version() {
      return version;
    },
    refresh,
  };
}
