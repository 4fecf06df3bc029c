import type { RequestHandler } from 'express';

// Issue 5: a rate limit per client address. A fixed window per key: small, predictable, and the
// map is pruned so a flood of addresses cannot grow it without bound.

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Counts a hit; says whether it is allowed and, if not, how long until the window resets. */
  hit(key: string): { allowed: boolean; retryAfterMs: number };
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

/** Keys by req.ip, so it honours Express "trust proxy" (TRUST_PROXY). */
export function rateLimitMiddleware(limiter: RateLimiter, onLimited: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const { allowed, retryAfterMs } = limiter.hit(req.ip ?? 'unknown');
    if (allowed) return next();
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    return onLimited(req, res, next);
  };
}
