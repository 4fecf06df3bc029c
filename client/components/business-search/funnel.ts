// Query of the local listings funnel pages (spec 2.1: p, pd, direct=1).
import type { PromoCode } from '../../../shared/promo.ts';
import { LOCAL_RATE_PLANS } from '../../../shared/query-values.ts';

export { LOCAL_RATE_PLANS };

export function localPlanFromQuery(query: URLSearchParams): string | null {
  const pd = query.get('pd');
  return pd && (LOCAL_RATE_PLANS as readonly string[]).includes(pd) ? pd : null;
}

/** `${path}?p=..&pd=..&direct=1`, keeping only valid values. */
export function funnelHref(
  path: string,
  opts: { promo?: PromoCode | null; pd?: string | null; direct?: boolean },
): string {
  const q = new URLSearchParams();
  if (opts.promo) q.set('p', opts.promo);
  if (opts.pd) q.set('pd', opts.pd);
  if (opts.direct) q.set('direct', '1');
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
