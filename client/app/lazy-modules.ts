import { PAGE_FOLDERS, type LayoutKind, type PageKey } from '../../shared/routes.ts';

// The lazily loaded page and layout modules, declared once as data: the registries write one import for each
// (client/app/page-registry.ts, client/app/layouts/index.tsx; one chunk each) and the build finds their chunks in
// esbuild's metafile by these names (scripts/build.ts), failing when a registry imports another module. The pages'
// folders are listed with their keys in the route table (shared/routes.ts PAGE_FOLDERS).

export { PAGE_FOLDERS };

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

/** Source paths from the project root, as esbuild's metafile names them. */
export const pageModulePath = (key: PageKey) => `client/pages/${PAGE_FOLDERS[key]}/index.tsx`;
export const layoutModulePath = (kind: LazyLayout) => `client/app/layouts/${kind}-layout.tsx`;
