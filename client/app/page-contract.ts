import type { ComponentType } from 'react';
import type { PlanCard, ProductCatalogueConfig } from '../../shared/catalogue-types.ts';
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

/**
 * The plans a product page sells: what its price cards show, and what its schema.org Product data lists (server and
 * browser alike, client/app/structured-data.ts), so the two can never name different plans.
 */
export interface SoldPlans {
  product: ProductCatalogueConfig;
  cards: Readonly<Record<string, PlanCard>>;
}

export type PageModule = {
  default: ComponentType<PageProps>;
  /** Its routes' metadata by route id (content/pages/<key>.ts), with its prices still to fill. */
  meta: Readonly<Record<string, PageMeta>>;
  sells?: SoldPlans;
};
