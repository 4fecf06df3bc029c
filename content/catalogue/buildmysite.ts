import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const buildMySiteCatalogue = {
  productName: 'Build My Site',
  listName: 'Build My Site',
  header: 'Have our experts build it for you',
  subtitle: 'A one-time payment, no monthly fee for the build.',
  trackImpression: true,
  filterPlanIds: ['difmstdaddon', 'difmpremaddon'],
  trackDetails: false,
  // spec 2.5, 9: "plans from $299".
  startingFrom: { ratePlanId: 'difmstdaddon_t6m', kind: 'onetime' },
} as const satisfies ProductCatalogueConfig;
