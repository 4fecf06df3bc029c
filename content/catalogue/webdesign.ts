import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

// One config per product, exported one by one: a page imports its own (the browser build splits this module by
// export, decision 150).
export const webDesignCatalogue = {
  productName: 'Website Design',
  listName: 'Website Design',
  header: 'Let our experts build your website',
  subtitle: 'Six-month plans with a one-time build fee. Your site is ready in about 4-6 weeks.',
  trackImpression: true,
  filterPlanIds: ['difmstandard', 'difmpremium'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;
