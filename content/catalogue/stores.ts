import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const storesCatalogue = {
  productName: 'Ecommerce',
  listName: 'Ecommerce',
  header: 'Online store plans',
  subtitle: 'Sell products online with a store that grows with you.',
  trackImpression: true,
  filterPlanIds: ['rpc1a', 'rpc2a', 'rpc3a'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;
