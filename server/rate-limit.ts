import type { RequestHandler } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from './logger.ts';
import { metrics } from './metrics.ts';
import type { RedisClient } from './redis.ts';
import { afterPause } from './refusal-pause.ts';

// A rate limit per client address, so one client cannot flood the form endpoints (decision 026). A fixed window per key: small, predictable, and the
// map is pruned so a flood of addresses cannot grow it without bound.

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  now?: () => number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts a hit; says whether it is allowed and, if not, how long until the window resets. */
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

/** decision 026: ten form posts a minute per address is far above any person's need. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { windowMs: 60_000, max: 10 };
const PRUNE_AT = 10_000;

export function createRateLimiter({ windowMs, max, now = Date.now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now();
      if (windows.size >= PRUNE_AT) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= max, retryAfterMs: w.start + windowMs - t };
    },
  };
}

export interface SharedRateLimitOptions extends RateLimitOptions {
  redis: RedisClient;
  /** Names this limit's keys in Redis (one limit per prefix, shared by every replica). */
  keyPrefix: string;
  /**
   * What to do while Redis is unreachable: "local" keeps a per-process limit (form endpoints), "open" lets every
   * request through (pages). Either way the answer is never a 5xx because of Redis (decision 073).
   */
  fallback: 'local' | 'open';
  logger: Logger;
}

/**
 * A limit shared by every replica through Redis (REDIS_URL): the same fixed window as createRateLimiter, counted
 * by one atomic script in Redis, so the limit is met at the same count whichever replica answers.
 */
export function createSharedRateLimiter(opts: SharedRateLimitOptions): RateLimiter {
  const store = new RateLimiterRedis({
    storeClient: opts.redis,
    keyPrefix: opts.keyPrefix,
    points: opts.max,
    duration: Math.max(1, Math.ceil(opts.windowMs / 1000)),
    // While disconnected, fail at once instead of waiting for a command timeout.
    rejectIfRedisNotReady: true,
  });
  const local = createRateLimiter(opts);
  const log = opts.logger.child({ component: 'rate-limit', limit: opts.keyPrefix });
  let degraded = false;
  return {
    async hit(key) {
      try {
        const r = await store.consume(key);
        if (degraded) {
          degraded = false;
          log.info('rate limit shared through redis again');
        }
        return { allowed: true, retryAfterMs: r.msBeforeNext };
      } catch (err) {
        if (err instanceof RateLimiterRes) return { allowed: false, retryAfterMs: err.msBeforeNext };
        if (!degraded) {
          degraded = true;
          log.warn(
            {
              fallback: opts.fallback,
              code: (err as { code?: string })?.code ?? (err instanceof Error ? err.name : 'unknown'),
            },
            opts.fallback === 'local'
              ? 'redis unavailable: per-process rate limit in use'
              : 'redis unavailable: rate limit open',
          );
        }
        metrics.rateLimitFallback(opts.fallback);
        return opts.fallback === 'local' ? local.hit(key) : { allowed: true, retryAfterMs: 0 };
      }
    },
  };
}

/**
 * Keys by req.ip, so it honours Express "trust proxy" (TRUST_PROXY). A limiter that throws lets the request through.
 * The refusal is written after `pauseMs` (server/refusal-pause.ts).
 */
export function rateLimitMiddleware(limiter: RateLimiter, onLimited: RequestHandler, pauseMs: number): RequestHandler {
  return async (req, res, next) => {
    let decision: RateLimitDecision;
    try {
      decision = await limiter.hit(req.ip ?? 'unknown');
    } catch {
      return next();
    }
    if (decision.allowed) return next();
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    afterPause(res, pauseMs, () => onLimited(req, res, next));
  };
}
