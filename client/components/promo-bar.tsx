import { useEffect, useState } from 'react';
import { banners as allBanners } from '../../content/chrome/banners.ts';
import { TOP_STRIP_INTERVAL_MS, topStripMessages } from '../../content/chrome/top-strip.ts';
import { useAppData } from '../app/data-context.tsx';
import { useAppStore } from '../store/store-provider.tsx';
import { pickBanner } from './banner.tsx';
import BannerView from './banner-view.tsx';
import { prefersReducedMotion } from './reduced-motion.ts';
import { TopStrip } from './top-strip.tsx';

/**
 * What sits above the header bar (spec 2.4): the rotating top strip and, while one applies, the promotional banner.
 * From 768 px they stack. On a phone they take turns in one bar, the banner first: two bars there pushed the logo
 * 240 px down. Both stay in the page at every width; the one not on turn is hidden, and the taller of the two sets
 * the bar's height, so a turn moves nothing below it.
 *
 * The strip's index advances every 4000 ms once hydrated, so the server HTML and the first client render agree. It
 * pauses while the pointer or focus is inside the bar (WCAG 2.2.2) and when the visitor prefers reduced motion.
 * The banner is decided from AppData.renderedAt, which server and client share.
 */
export function PromoBar({ pathname }: { pathname: string }) {
  const { renderedAt } = useAppData();
  const banner = pickBanner(allBanners, pathname, renderedAt);
  const index = useAppStore((s) => s.utility.stripIndex);
  const advance = useAppStore((s) => s.advanceStrip);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setInterval(advance, TOP_STRIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, advance]);
  // On a phone the banner has one turn in every round of the strip's messages.
  const bannerTurn = banner !== null && index % (topStripMessages.length + 1) === 0;
  return (
    <div
      className={banner ? 'promo-bar promo-bar--shared' : 'promo-bar'}
      data-turn={bannerTurn ? 'banner' : 'strip'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <TopStrip index={index} />
      {banner && <BannerView banner={banner} />}
    </div>
  );
}
