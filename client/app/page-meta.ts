import { use } from 'react';
import type { PageMeta } from '../../shared/content-types.ts';
import { useAppData } from './data-context.tsx';

type PagesModule = typeof import('./page-meta-table.ts');
let pagesModule: PagesModule | null = null;
let loading: Promise<PagesModule> | null = null;

/** Starts (once) the load of the metadata table. */
export function loadPageMeta(): Promise<PagesModule> {
  loading ??= import('./page-meta-table.ts').then((m) => (pagesModule = m));
  return loading;
}

/** True when usePageMeta(id) can answer without suspending. */
export function isPageMetaReady(id: string, firstPageId: string): boolean {
  return id === firstPageId || pagesModule !== null;
}

/**
 * The metadata of a route. The first page's comes with the page data; the whole table is a separate chunk that
 * loads on the first client navigation (React keeps the old page on screen meanwhile: navigations are
 * transitions). This keeps every page's titles and descriptions out of the first page's JavaScript.
 */
export function usePageMeta(id: string): PageMeta {
  const data = useAppData();
  // The first page's metadata arrives filled (server/pages.ts); the table's prices are filled from the same snapshot.
  if (data.page.id === id) return data.page.meta;
  const table = pagesModule ?? use(loadPageMeta());
  return table.filledPageMeta(id, data.catalogue.prices);
}
