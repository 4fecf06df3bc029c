// The listings scan service (decision 069): one validated call that scans a business across the directories.
import { z } from 'zod';
import type { Config } from '../config.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { readJson } from './body.ts';

/** Its calls' label in the upstream metrics. */
export const LISTINGS_SCAN_UPSTREAM = 'listings-scan';

export const SCAN_STATUSES = ['listed', 'incorrect', 'missing'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
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

export interface ListingsScanDeps {
  config: Pick<Config, 'LISTINGS_SCAN_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  fetch?: typeof fetch;
}

/** Scans `place` with the configured service; throws on any failure (status, timeout, oversized or bad body). */
export function listingsScanUpstream(
  deps: ListingsScanDeps,
): (url: string, place: object) => Promise<Array<{ name: string; status: ScanStatus }>> {
  const doFetch = upstreamFetch(LISTINGS_SCAN_UPSTREAM, deps.fetch);
  return async (url, place) => {
    const up = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(place),
      signal: AbortSignal.timeout(deps.config.UPSTREAM_TIMEOUT_MS * SCAN_TIMEOUT_FACTOR),
    });
    if (!up.ok) {
      await up.body?.cancel().catch(() => {});
      throw new Error(`upstream status ${up.status}`);
    }
    return (await readJson(up, MAX_BODY, upstreamSchema)).result.directories;
  };
}
