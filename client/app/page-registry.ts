import type { ComponentType } from 'react';
import type { PageModule, PageProps } from './page-contract.ts';
import { createModuleRegistry } from './module-registry.ts';
import { PAGE_FOLDERS } from './lazy-modules.ts';
import type { PageKey } from '../../shared/routes.ts';

// Each page is its own chunk: esbuild turns the template import into one dynamic import per matching module.
const loaders = Object.fromEntries(
  (Object.keys(PAGE_FOLDERS) as PageKey[]).map((key) => [
    key,
    () => import(`../pages/${PAGE_FOLDERS[key]}/index.tsx`) as Promise<PageModule>,
  ]),
) as Record<PageKey, () => Promise<PageModule>>;

const registry = createModuleRegistry(loaders);

export const PAGE_KEYS = registry.keys;

/** Starts (once) and returns the load of a page module. */
export const loadPage = registry.load;

/** True once a page's chunk has arrived. */
export const isPageLoaded = registry.isLoaded;

/** The page component (see createModuleRegistry for when it suspends). */
export function usePageComponent(key: PageKey): ComponentType<PageProps> {
  return registry.useModule(key).default;
}
