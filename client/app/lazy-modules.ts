import type { LayoutKind, PageKey } from '../../shared/routes.ts';

// The lazily loaded page and layout modules, declared once as data: the registries import them by these names
// (glob-style dynamic imports, one chunk each) and the build finds their chunks in esbuild's metafile by the same
// names (scripts/build.ts), so neither reads the other's source.

/** Each page's folder under client/pages (its module is index.tsx), by the route table's page key. */
export const PAGE_FOLDERS = {
  home: 'home',
  stores: 'stores',
  hosting: 'hosting',
  wordpress: 'wordpress',
  websites: 'websites',
  themes: 'themes',
  woocommerce: 'woocommerce',
  affiliate: 'affiliate',
  enterprise: 'enterprisesolutions',
  webdesign: 'webdesign',
  domains: 'domains',
  mail: 'mail',
  local: 'local',
  'local-search': 'local-search-listings',
  'local-verify': 'local-verify-business',
  'local-scan': 'local-scan-results',
  'local-compare': 'local-compare-plans',
  sitebuildereol: 'sitebuildereol',
  buildmysite: 'buildmysite',
  buildmyself: 'buildmyself',
  partneroffers: 'partneroffers',
  developer: 'developer',
  consultation: 'consultation',
  thankyou: 'thankyou',
  businessmaker: 'businessmaker',
  tld: 'tlds',
  partners: 'partners',
  legal: 'legal',
  'not-found': 'not-found',
  'desktop-only': 'desktop-only',
  'theme-demo': 'theme-demo',
} as const satisfies Record<PageKey, string>;

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
