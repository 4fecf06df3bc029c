import type { ComponentType, ReactNode } from 'react';
import type { LayoutKind, RouteDef } from '../../../shared/routes.ts';
import { DefaultLayout } from './default-layout.tsx';
import { MinimalLayout } from './minimal-layout.tsx';
import { RetirementLayout } from './retirement-layout.tsx';
import { SiteBuilderLayout } from './sitebuilder-layout.tsx';
import { GetOnlineLayout } from './getonline-layout.tsx';
import { LegalLayout } from './legal-layout.tsx';
import { NoNavLayout } from './nonav-layout.tsx';

export interface LayoutProps {
  route: RouteDef;
  pathname: string;
  children: ReactNode;
}

/** Spec 2.3: the layout is chosen from the route table, never from the page. */
export const layouts: Record<LayoutKind, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  minimal: MinimalLayout,
  retirement: RetirementLayout,
  sitebuilder: SiteBuilderLayout,
  getonline: GetOnlineLayout,
  legal: LegalLayout,
  nonav: NoNavLayout,
};
