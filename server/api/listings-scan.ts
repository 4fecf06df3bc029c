// POST /api/local/scan (decision 069): the free listings report of /local/scan-results. With LISTINGS_SCAN_URL the
// chosen business is scanned by that service and its per-directory result is answered; without it (or when it
// fails) the answer says so, and the page offers an honest next step instead of invented numbers.
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createRateLimiter, rateLimitMiddleware } from '../rate-limit.ts';
import { readJson } from '../upstreams/body.ts';

export interface ListingsScanRouterDeps {
  config: Pick<Config, 'LISTINGS_SCAN_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  logger: Logger;
  fetch?: typeof fetch;
}

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !/[\r\n]/.test(s), 'One line only.');
/** The place the visitor chose in the business search (spec 3 "Local business place data"). */
export const scanRequestSchema = z.object({
  name: line(200).pipe(z.string().min(1, 'Choose your business first.')),
  address: line(200).default(''),
  city: line(100).default(''),
  state: line(40).default(''),
  zip: line(20).default(''),
  phone: line(40).default(''),
});

export const SCAN_STATUSES = ['listed', 'incorrect', 'missing'] as const;
const upstreamSchema = z.object({
  result: z.object({
    directories: z
      .array(z.object({ name: z.string().trim().min(1).max(100), status: z.enum(SCAN_STATUSES) }))
      .min(1)
      .max(200),
  }),
});
const MAX_BODY = 64 * 1024;
/** A scan visits many directories: it may take longer than a page's upstream budget, but not forever. */
const SCAN_TIMEOUT_FACTOR = 4;

export type ScanAnswer =
  | { status: 'scanned'; directories: Array<{ name: string; status: (typeof SCAN_STATUSES)[number] }> }
  | { status: 'unavailable' };

export function createListingsScanRouter(deps: ListingsScanRouterDeps): express.Router {
  const { config } = deps;
  const doFetch = deps.fetch ?? fetch;
  const log = deps.logger.child({ component: 'listings-scan' });
  const router = express.Router();
  // Each scan costs the scan service a crawl: a few per minute per address are plenty for a person.
  const limiter = createRateLimiter({ windowMs: 60_000, max: 5 });

  router.post(
    '/local/scan',
    express.json({ limit: '4kb' }),
    rateLimitMiddleware(limiter, (_req, res) => {
      res
        .status(429)
        .set('Cache-Control', 'no-store')
        .json({ error: 'Too many reports in a short time. Please try again in a minute.' });
    }),
    async (req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      const parsed = scanRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message]));
        return void res.status(400).json({ errors });
      }
      if (!config.LISTINGS_SCAN_URL) return void res.json({ status: 'unavailable' } satisfies ScanAnswer);
      try {
        const up = await doFetch(config.LISTINGS_SCAN_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(parsed.data),
          signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS * SCAN_TIMEOUT_FACTOR),
        });
        if (!up.ok) {
          await up.body?.cancel().catch(() => {});
          throw new Error(`upstream status ${up.status}`);
        }
        const body = await readJson(up, MAX_BODY, upstreamSchema);
        res.json({ status: 'scanned', directories: body.result.directories } satisfies ScanAnswer);
      } catch (e) {
        // The business's details are not logged: only that the scan failed and why.
        log.warn({ reason: (e as Error).message.slice(0, 100) }, 'listings scan failed');
        res.json({ status: 'unavailable' } satisfies ScanAnswer);
      }
    },
  );
  return router;
}
