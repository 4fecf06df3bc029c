import type { ComponentType } from 'react';
import type { PageModule, PageProps } from './page-contract.ts';
import { createModuleRegistry } from './module-registry.ts';
import type { PageKey } from '../../shared/routes.ts';

// Each page is its own chunk, client/pages/<key>/index.tsx. The imports are written out, one per page, rather than
// one template import: the build starts each chunk at a module of its own that also loads the app shell
// (scripts/build.ts), and esbuild does not show a template import's files to plugins. The build fails when one of
// these is not its key's module.
const loaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../pages/home/index.tsx'),
  stores: () => import('../pages/stores/index.tsx'),
  hosting: () => import('../pages/hosting/index.tsx'),
  wordpress: () => import('../pages/wordpress/index.tsx'),
  websites: () => import('../pages/websites/index.tsx'),
  themes: () => import('../pages/themes/index.tsx'),
  woocommerce: () => import('../pages/woocommerce/index.tsx'),
  affiliate: () => import('../pages/affiliate/index.tsx'),
  enterprise: () => import('../pages/enterprise/index.tsx'),
  webdesign: () => import('../pages/webdesign/index.tsx'),
  domains: () => import('../pages/domains/index.tsx'),
  mail: () => import('../pages/mail/index.tsx'),
  local: () => import('../pages/local/index.tsx'),
  'local-search': () => import('../pages/local-search/index.tsx'),
  'local-verify': () => import('../pages/local-verify/index.tsx'),
  'local-scan': () => import('../pages/local-scan/index.tsx'),
  'local-compare': () => import('../pages/local-compare/index.tsx'),
  sitebuildereol: () => import('../pages/sitebuildereol/index.tsx'),
  buildmysite: () => import('../pages/buildmysite/index.tsx'),
  buildmyself: () => import('../pages/buildmyself/index.tsx'),
  partneroffers: () => import('../pages/partneroffers/index.tsx'),
  developer: () => import('../pages/developer/index.tsx'),
  consultation: () => import('../pages/consultation/index.tsx'),
  thankyou: () => import('../pages/thankyou/index.tsx'),
  businessmaker: () => import('../pages/businessmaker/index.tsx'),
  tld: () => import('../pages/tld/index.tsx'),
  partners: () => import('../pages/partners/index.tsx'),
  legal: () => import('../pages/legal/index.tsx'),
  'not-found': () => import('../pages/not-found/index.tsx'),
  'desktop-only': () => import('../pages/desktop-only/index.tsx'),
  'theme-demo': () => import('../pages/theme-demo/index.tsx'),
};

const registry = createModuleRegistry(loaders);

export const PAGE_KEYS = registry.keys;

/** Starts (once) and returns the load of a page module. */
export const loadPage = registry.load;

/** True once a page's chunk has arrived. */
export const isPageLoaded = registry.isLoaded;

/** The page's module (see createModuleRegistry for when it suspends). */
export const usePageModule: (key: PageKey) => PageModule = registry.useModule;

/** The page component (see createModuleRegistry for when it suspends). */
export function usePageComponent(key: PageKey): ComponentType<PageProps> {
  return registry.useModule(key).default;
}
