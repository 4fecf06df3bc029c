import type { LayoutKind } from '../../../shared/routes.ts';
import type { ComponentType } from 'react';
import type { LayoutModule, LayoutProps } from './layout-contract.ts';
import { createModuleRegistry } from '../module-registry.ts';
import { DefaultLayout } from './default-layout.tsx';

/**
 * Spec 2.3: the layout is chosen from the route table, never from the page. The default layout ships with the
 * app shell; the others, each used by a few paths, load like pages (before hydration, and on navigation), each import
 * written out as for the pages (client/app/page-registry.ts).
 */
const registry = createModuleRegistry<LayoutKind, LayoutModule>({
  default: async () => ({ default: DefaultLayout }),
  minimal: () => import('./minimal-layout.tsx'),
  retirement: () => import('./retirement-layout.tsx'),
  sitebuilder: () => import('./sitebuilder-layout.tsx'),
  getonline: () => import('./getonline-layout.tsx'),
  legal: () => import('./legal-layout.tsx'),
  nonav: () => import('./nonav-layout.tsx'),
  demo: () => import('./demo-layout.tsx'),
});

export const LAYOUT_KINDS = registry.keys;
export const loadLayout = registry.load;
export const isLayoutLoaded = registry.isLoaded;

export function useLayoutComponent(kind: LayoutKind): ComponentType<LayoutProps> {
  return registry.useModule(kind).default;
}
