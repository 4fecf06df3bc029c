// The metadata table with its prices filled from the catalogue snapshot (decision 162). Loaded on the first client
// navigation, so neither the table nor the filling ships with the first page (its metadata comes filled).
import { pageMeta } from '../../content/pages.ts';
import type { PriceData } from '../../shared/catalogue-types.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { fillPageMeta } from '../../shared/price-text.ts';

export function filledPageMeta(id: string, prices: Record<string, PriceData>): PageMeta {
  return fillPageMeta(pageMeta(id), prices);
}
