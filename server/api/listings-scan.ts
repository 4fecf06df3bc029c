// POST /api/local/scan (decision 069): the free listings report of /local/scan-results. With LISTINGS_SCAN_URL the
// chosen business is scanned by that service and its per-directory result is answered; without it (or when it
// fails) the answer says so, and the page offers an honest next step instead of invented numbers.
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createRateLimiter, rateLimitMiddleware } from '../rate-limit.ts';
import { listingsScanUpstream, type ListingsScanDeps, type ScanStatus } from '../upstreams/listings-scan.ts';
import { localAnswerTexts } from '../../content/answers.ts';

export interface ListingsScanRouterDeps extends ListingsScanDeps {
  config: ListingsScanDeps['config'] & Pick<Config, 'REFUSAL_PAUSE_MS'>;
  logger: Logger;
}

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !/[\r\n]/.test(s), localAnswerTexts.oneLine);
/** The place the visitor chose in the business search (spec 3 "Local business place data"). */
export const scanRequestSchema = z.object({
  name: line(200).pipe(z.string().min(1, localAnswerTexts.chooseBusiness)),
  address: line(200).default(''),
  city: line(100).default(''),
  state: line(40).default(''),
  zip: line(20).default(''),
  phone: line(40).default(''),
});

export type ScanAnswer =
  { status: 'scanned'; directories: Array<{ name: string; status: ScanStatus }> } | { status: 'unavailable' };

export function createListingsScanRouter(deps: ListingsScanRouterDeps): express.Router {
  const { config } = deps;
  const scan = listingsScanUpstream(deps);
  const log = deps.logger.child({ component: 'listings-scan' });
  const router = express.Router();
  // Each scan costs the scan service a crawl: a few per minute per address are plenty for a person.
  const limiter = createRateLimiter({ windowMs: 60_000, max: 5 });

  router.post(
    '/local/scan',
    express.json({ limit: '4kb' }),
    rateLimitMiddleware(
      limiter,
      (_req, res) => {
        res.status(429).set('Cache-Control', 'no-store').json({ error: localAnswerTexts.tooManyReports });
      },
      config.REFUSAL_PAUSE_MS,
    ),
    async (req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      const parsed = scanRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message]));
        return void res.status(400).json({ errors });
      }
      if (!config.LISTINGS_SCAN_URL) return void res.json({ status: 'unavailable' } satisfies ScanAnswer);
      try {
        res.json({
          status: 'scanned',
          directories: await scan(config.LISTINGS_SCAN_URL, parsed.data),
        } satisfies ScanAnswer);
      } catch (e) {
        // The business's details are not logged: only that the scan failed and why.
        log.warn({ reason: (e as Error).message.slice(0, 100) }, 'listings scan failed');
        res.json({ status: 'unavailable' } satisfies ScanAnswer);
      }
    },
  );
  return router;
}
