import { PAGE_KEYS, type LayoutKind, type PageKey } from '../../shared/routes.ts';

// The lazily loaded page and layout modules, declared once as data: the registries write one import for each
// (client/app/page-registry.ts, client/app/layouts/index.tsx; one chunk each) and the build finds their chunks in
// esbuild's metafile by these names (scripts/build.ts), failing when a registry imports another module. A page's
// folder is named by its key (shared/routes.ts PAGE_KEYS).

export { PAGE_KEYS };

/** The layouts loaded on demand (client/app/layouts/<kind>-layout.tsx); the default one ships with the app shell. */
export const LAZY_LAYOUTS = [
  'minimal',
  'retirement',
  'sitebuilder',
  'getonline',
  'legal',
  'nonav',
  'demo',
] as const satisfies readonly Exclude<LayoutKind, 'default'>[];
export type LazyLayout = (typeof LAZY_LAYOUTS)[number];

/**
 * Lazily loaded parts a page shows as soon as it is on screen after a client navigation (on a page load the server's
 * HTML stays and their code is never fetched). The build lists, for each page that can show one, its chunks with
 * the page's, so the navigation fetches them in the same round trip instead of one more once the page has arrived.
 */
export const SHOWN_WITH_PAGE = [
  'client/components/pricing/plan-comparison-table.tsx',
  'client/components/proof-block.tsx',
] as const;

/** Modules every client navigation loads besides the page (which brings its own metadata) and its layout: structured data. */
export const NAVIGATION_MODULES = ['client/app/structured-data.ts'] as const;

/** Source paths from the project root, as esbuild's metafile names them. */
export const pageModulePath = (key: PageKey) => `client/pages/${key}/index.tsx`;
export const layoutModulePath = (kind: LazyLayout) => `client/app/layouts/${kind}-layout.tsx`;
