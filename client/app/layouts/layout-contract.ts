import type { ComponentType, ReactNode } from 'react';
import type { RouteDef } from '../../../shared/routes.ts';

// What a layout is given and exports, apart from the registry in index.tsx, so a layout never imports the registry
// that loads it.

export interface LayoutProps {
  route: RouteDef;
  pathname: string;
  children: ReactNode;
}

export type LayoutModule = { default: ComponentType<LayoutProps> };
