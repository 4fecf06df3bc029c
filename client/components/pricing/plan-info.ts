// spec 7 "Product and pricing lookups": plan data is cached in local storage per path under newPlanInfo and
// refreshed in the background. The cache never changes what the page shows: the server HTML, rendered from the
// catalogue snapshot, is what the visitor sees (docs/decisions/041-plan-info-cache.md).
import type { PriceData } from '../../../shared/catalogue-types.ts';
import type { PromoCode } from '../../../shared/promo.ts';

export const PLAN_INFO_KEY = 'newPlanInfo';
/** Entries older than this are refreshed; also the most we keep of one path. */
export const PLAN_INFO_TTL_MS = 60 * 60 * 1000;
/** Paths kept at most, so the entry never grows without bound. */
export const PLAN_INFO_MAX_PATHS = 20;

export interface PlanInfoEntry {
  savedAt: number;
  promo: string | null;
  plans: Record<string, PriceData | null>;
}

export type PlanInfo = Record<string, PlanInfoEntry>;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readPlanInfo(storage: KeyValueStore): PlanInfo {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PLAN_INFO_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PlanInfo) : {};
  } catch {
    return {};
  }
}

/** Whether the entry of a path is missing, stale, or for another promotion, so it should be fetched again. */
export function needsRefresh(
  info: PlanInfo,
  path: string,
  promo: string | null,
  ratePlanIds: readonly string[],
  now: number,
): boolean {
  const entry = info[path];
  if (!entry || entry.promo !== promo) return true;
  if (now - entry.savedAt >= PLAN_INFO_TTL_MS || now < entry.savedAt) return true;
  return ratePlanIds.some((id) => !(id in (entry.plans ?? {})));
}

/** Stores one path's plans, dropping the oldest paths beyond PLAN_INFO_MAX_PATHS. Storage errors are ignored. */
export function writePlanInfo(storage: KeyValueStore, path: string, entry: PlanInfoEntry): PlanInfo {
  const info = { ...readPlanInfo(storage), [path]: entry };
  const keep = Object.entries(info)
    .sort(([, a], [, b]) => (b?.savedAt ?? 0) - (a?.savedAt ?? 0))
    .slice(0, PLAN_INFO_MAX_PATHS);
  const next = Object.fromEntries(keep);
  try {
    storage.setItem(PLAN_INFO_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the cache is a nicety
  }
  return next;
}

/** The products API address for these rate plans (docs/decisions/014). */
export function plansUrl(ratePlanIds: readonly string[], promo: PromoCode | null): string {
  const q = new URLSearchParams({ ids: ratePlanIds.join(',') });
  if (promo) q.set('promo', promo);
  return `/api/products/plans?${q.toString()}`;
}

/**
 * Refreshes one path's entry when needed. Runs only in the browser after hydration; any failure leaves the
 * cache as it was. Returns the stored entry, or null when nothing was fetched.
 */
export async function refreshPlanInfo(opts: {
  storage: KeyValueStore;
  fetch: typeof fetch;
  path: string;
  ratePlanIds: readonly string[];
  promo: PromoCode | null;
  now: () => number;
}): Promise<PlanInfoEntry | null> {
  const { storage, path, ratePlanIds, promo, now } = opts;
  if (ratePlanIds.length === 0) return null;
  if (!needsRefresh(readPlanInfo(storage), path, promo, ratePlanIds, now())) return null;
  try {
    const res = await opts.fetch(plansUrl(ratePlanIds, promo), { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: Record<string, PriceData | null> };
    if (!body || typeof body.data !== 'object' || body.data === null) return null;
    const entry: PlanInfoEntry = { savedAt: now(), promo, plans: body.data };
    writePlanInfo(storage, path, entry);
    return entry;
  } catch {
    return null;
  }
}
