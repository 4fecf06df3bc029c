import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const localCatalogue = {
  productName: 'Localworks',
  listName: 'Localworks',
  header: 'Local listings plans',
  subtitle: 'Get found on 70+ directories.',
  trackImpression: true,
  filterPlanIds: ['localstd', 'localprem'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;
