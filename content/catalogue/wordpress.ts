import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const wordpressCatalogue = {
  productName: 'WordPress Hosting',
  listName: 'WordPress Hosting',
  header: 'WordPress hosting plans',
  subtitle: 'Fast, secure and managed for you.',
  trackImpression: true,
  filterPlanIds: ['wpstarter', 'wpstandard'],
  trackDetails: true,
  // spec 9 "as low as $3.99": the starter plan's first-term price (decision 011).
  startingFrom: { ratePlanId: 'wpstarter_t12m', kind: 'monthly' },
} as const satisfies ProductCatalogueConfig;
