import { banners as allBanners, type BannerDef } from '../../content/chrome/banners.ts';
import { useAppData } from '../app/data-context.tsx';
import BannerView from './banner-view.tsx';

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

export interface BannerProps {
  pathname: string;
  /** The banners to choose from; defaults to content/chrome/banners.ts. */
  banners?: readonly BannerDef[];
}

/**
 * The promotional banner (spec 2.4, 3, 4). Decided from AppData.renderedAt, which server and client share, so the
 * hydrated DOM equals the HTML. Renders nothing when no banner applies. The markup is in the shell chunk: a banner
 * that loaded on demand was removed and put back when an update reached it before its chunk (a layout shift).
 */
export function Banner({ pathname, banners = allBanners }: BannerProps) {
  const { renderedAt } = useAppData();
  const b = pickBanner(banners, pathname, renderedAt);
  if (!b) return null;
  return <BannerView banner={b} />;
}
