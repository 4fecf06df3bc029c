// One module per theme, loaded on demand: a demo page downloads only its own theme's texts (decision 120).
import type { ThemeId } from '../../shared/theme-ids.ts';
import { skipLinkText } from '../chrome/shell-texts.ts';
import type { ThemeDemo } from './types.ts';

/** The words of the demo page around a theme's own texts: the preview bar, the skip link, headings, the footer. */
export const demoTexts = {
  back: 'Back to themes',
  start: 'Start with this theme',
  barLabel: 'Theme preview',
  variantsLabel: 'Theme variants',
  sample: 'Sample site',
  skip: skipLinkText,
  /** Name of the highlights band, e.g. "Why Harbor Cafe". */
  why: (business: string) => `Why ${business}`,
  hoursTitle: 'Opening hours',
  footer: (title: string) =>
    `A sample website made with the ${title} theme. Names, addresses, phone numbers and prices are made up.`,
} as const;

export type DemoModule = { demo: ThemeDemo };

export const demoLoaders: Record<ThemeId, () => Promise<DemoModule>> = {
  'harbor-cafe': () => import('./harbor-cafe.ts'),
  'main-street': () => import('./main-street.ts'),
  'bright-ledger': () => import('./bright-ledger.ts'),
  'corner-shop': () => import('./corner-shop.ts'),
  'fresh-market': () => import('./fresh-market.ts'),
  'studio-frame': () => import('./studio-frame.ts'),
  'open-canvas': () => import('./open-canvas.ts'),
  'handy-crew': () => import('./handy-crew.ts'),
  'clean-sweep': () => import('./clean-sweep.ts'),
  'table-for-two': () => import('./table-for-two.ts'),
};
