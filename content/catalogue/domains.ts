import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const domainsCatalogue = {
  productName: 'Domains',
  listName: 'Domains',
  header: '',
  subtitle: '',
  trackImpression: false,
  filterPlanIds: ['yd2a'],
  trackDetails: false,
} as const satisfies ProductCatalogueConfig;
