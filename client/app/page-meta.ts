import type { AppData } from '../../shared/app-data.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { fillPageMeta } from '../../shared/price-text.ts';
import type { PageKey } from '../../shared/routes.ts';
import { useAppData } from './data-context.tsx';
import type { PageModule } from './page-contract.ts';
import { usePageModule } from './page-registry.ts';

/**
 * The metadata of a route. The first page's comes filled with the page data (server/pages.ts); a page reached by a
 * client navigation brings its routes' metadata in its own chunk (content/pages/<key>.ts), filled here from the same
 * catalogue snapshot. So no page's JavaScript carries another page's titles and descriptions, and a navigation
 * loads nothing more for its head than the page itself.
 */
export function usePageMeta(id: string, page: PageKey): PageMeta {
  const data = useAppData();
  // Loaded before any render that shows it (the first page before hydration), so this never suspends then.
  return pageMetaOf(data, usePageModule(page), id);
}

/** The metadata of route `id` from its page's module (the first page's from the page data), prices filled. */
export function pageMetaOf(data: AppData, module: PageModule, id: string): PageMeta {
  if (data.page.id === id) return data.page.meta;
  const meta = module.meta[id];
  if (!meta) throw new Error(`No page metadata for route ${id}`);
  return fillPageMeta(meta, data.catalogue.prices);
}
