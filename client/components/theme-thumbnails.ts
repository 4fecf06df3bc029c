// Theme thumbnails: screenshots of each theme's demo page, made by `npm run thumbnails` (decision 121) and served
// hashed by the build. 1x is 320x240, 2x 640x480.
import type { ThemeId } from '../../shared/theme-ids.ts';
import harborCafe1 from '../theme-thumbnails/harbor-cafe-1x.webp';
import harborCafe2 from '../theme-thumbnails/harbor-cafe-2x.webp';
import mainStreet1 from '../theme-thumbnails/main-street-1x.webp';
import mainStreet2 from '../theme-thumbnails/main-street-2x.webp';
import brightLedger1 from '../theme-thumbnails/bright-ledger-1x.webp';
import brightLedger2 from '../theme-thumbnails/bright-ledger-2x.webp';
import cornerShop1 from '../theme-thumbnails/corner-shop-1x.webp';
import cornerShop2 from '../theme-thumbnails/corner-shop-2x.webp';
import freshMarket1 from '../theme-thumbnails/fresh-market-1x.webp';
import freshMarket2 from '../theme-thumbnails/fresh-market-2x.webp';
import studioFrame1 from '../theme-thumbnails/studio-frame-1x.webp';
import studioFrame2 from '../theme-thumbnails/studio-frame-2x.webp';
import openCanvas1 from '../theme-thumbnails/open-canvas-1x.webp';
import openCanvas2 from '../theme-thumbnails/open-canvas-2x.webp';
import handyCrew1 from '../theme-thumbnails/handy-crew-1x.webp';
import handyCrew2 from '../theme-thumbnails/handy-crew-2x.webp';
import cleanSweep1 from '../theme-thumbnails/clean-sweep-1x.webp';
import cleanSweep2 from '../theme-thumbnails/clean-sweep-2x.webp';
import tableForTwo1 from '../theme-thumbnails/table-for-two-1x.webp';
import tableForTwo2 from '../theme-thumbnails/table-for-two-2x.webp';

export const THUMB_SIZE = { width: 320, height: 240 } as const;

export const themeThumbnails: Record<ThemeId, { x1: string; x2: string }> = {
  'harbor-cafe': { x1: harborCafe1, x2: harborCafe2 },
  'main-street': { x1: mainStreet1, x2: mainStreet2 },
  'bright-ledger': { x1: brightLedger1, x2: brightLedger2 },
  'corner-shop': { x1: cornerShop1, x2: cornerShop2 },
  'fresh-market': { x1: freshMarket1, x2: freshMarket2 },
  'studio-frame': { x1: studioFrame1, x2: studioFrame2 },
  'open-canvas': { x1: openCanvas1, x2: openCanvas2 },
  'handy-crew': { x1: handyCrew1, x2: handyCrew2 },
  'clean-sweep': { x1: cleanSweep1, x2: cleanSweep2 },
  'table-for-two': { x1: tableForTwo1, x2: tableForTwo2 },
};
