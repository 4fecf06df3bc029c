// Each Business Maker page's own words, one module per page, loaded on demand: a page downloads only its own
// (~0.4 KB gzip instead of every sub-page's ~4.8 KB). The first page's module starts loading with the page's chunk
// (client/pages/businessmaker/index.tsx), as a theme demo's does (content/theme-demos/index.ts).

import type { BUSINESSMAKER_PAGES } from '../../shared/route-families.ts';
import type { BusinessMakerCopy } from './copy-type.ts';

export type { BusinessMakerCopy };
export type BusinessMakerCopyModule = { copy: BusinessMakerCopy };

/** A page of the area: a sub-page (the path's second segment), or '' for /businessmaker itself. */
export type BusinessMakerKey = '' | (typeof BUSINESSMAKER_PAGES)[number];

export const businessMakerCopyLoaders: Record<BusinessMakerKey, () => Promise<BusinessMakerCopyModule>> = {
  '': () => import('./overview.ts'),
  howitworks: () => import('./howitworks.ts'),
  solutions: () => import('./solutions.ts'),
  businessplan: () => import('./businessplan.ts'),
  financetracker: () => import('./financetracker.ts'),
  onlinebusiness: () => import('./onlinebusiness.ts'),
  pos: () => import('./pos.ts'),
  marketing: () => import('./marketing.ts'),
  legal: () => import('./legal.ts'),
  guides: () => import('./guides.ts'),
  upgrade: () => import('./upgrade.ts'),
  getonline: () => import('./getonline.ts'),
};
