import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const websitesCatalogue = {
  productName: 'Website Builder',
  listName: 'Website Builder',
  header: 'Pick the plan that fits your site',
  subtitle: 'Build it yourself with drag-and-drop tools and professional themes.',
  trackImpression: true,
  filterPlanIds: ['siteexp1a', 'siteexp2a'],
  trackDetails: true,
  // spec 2.5, 9: "from $6.66/mo".
  startingFrom: { ratePlanId: 'siteexp1a_t12m', kind: 'monthly' },
} as const satisfies ProductCatalogueConfig;
