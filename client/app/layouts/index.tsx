import type { LayoutKind } from '../../../shared/routes.ts';
import type { ComponentType } from 'react';
import type { LayoutModule, LayoutProps } from './layout-contract.ts';
import { createModuleRegistry } from '../module-registry.ts';
import { DefaultLayout } from './default-layout.tsx';
import { LAZY_LAYOUTS, type LazyLayout } from '../lazy-modules.ts';

/**
 * Spec 2.3: the layout is chosen from the route table, never from the page. The default layout ships with the
 * app shell; the others, each used by a few paths, load like pages (before hydration, and on navigation).
 */
const registry = createModuleRegistry<LayoutKind, LayoutModule>({
  default: async () => ({ default: DefaultLayout }),
  ...(Object.fromEntries(
    LAZY_LAYOUTS.map((kind) => [kind, () => import(`./${kind}-layout.tsx`) as Promise<LayoutModule>]),
  ) as Record<LazyLayout, () => Promise<LayoutModule>>),
});

export const LAYOUT_KINDS = registry.keys;
export const loadLayout = registry.load;
export const isLayoutLoaded = registry.isLoaded;

export function useLayoutComponent(kind: LayoutKind): ComponentType<LayoutProps> {
  return registry.useModule(kind).default;
}
