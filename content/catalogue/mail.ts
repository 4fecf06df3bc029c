import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const mailCatalogue = {
  productName: 'Business Email',
  listName: 'Business Email',
  header: 'Business email plans',
  subtitle: 'Professional email with 1 TB storage per mailbox.',
  trackImpression: true,
  filterPlanIds: ['bmonea', 'bmfivea', 'bmtena'],
  trackDetails: true,
  // spec 2.5, 9: "from $1.19 per month".
  startingFrom: { ratePlanId: 'bmonea_t12m', kind: 'monthly' },
} as const satisfies ProductCatalogueConfig;
