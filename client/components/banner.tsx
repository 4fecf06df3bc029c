// Which banner applies where and when (spec 4); client/components/promo-bar.tsx shows it.
import type { BannerDef } from '../../content/chrome/banners.ts';

function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** Spec 4 "Banner": inside [start_time, end_time], on an include path (or any when none), on no exclude path. */
export function bannerApplies(b: BannerDef, pathname: string, now: number): boolean {
  if (!(now >= b.start_time && now <= b.end_time)) return false;
  if (b.includePaths.length > 0 && !b.includePaths.some((p) => pathMatches(p, pathname))) return false;
  return !b.excludePaths.some((p) => pathMatches(p, pathname));
}

/** The banner to show, system banners first (spec 4), else null. `now` is the render time, never Date.now(). */
export function pickBanner(list: readonly BannerDef[], pathname: string, now: number): BannerDef | null {
  const live = list.filter((b) => bannerApplies(b, pathname, now));
  return live.find((b) => b.type === 'system') ?? live[0] ?? null;
}
