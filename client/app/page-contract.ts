import type { ComponentType } from 'react';
import type { PageMeta } from '../../shared/content-types.ts';
import type { RouteDef } from '../../shared/routes.ts';

// What a page module is given and must export. Its own module, so the pages and the registry that loads them
// both import it and neither imports the other (no type-only cycle through page-registry.ts).

export interface PageProps {
  route: RouteDef;
  params: Record<string, string>;
  /** Only the query parameters this route's HTML depends on. */
  query: URLSearchParams;
  pathname: string;
  meta: PageMeta;
}

export type PageModule = { default: ComponentType<PageProps> };
