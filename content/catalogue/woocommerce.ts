import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const woocommerceCatalogue = {
  productName: 'WooCommerce Hosting',
  listName: 'WooCommerce Hosting',
  header: 'WooCommerce hosting plans',
  subtitle: 'Everything your WooCommerce store needs.',
  trackImpression: true,
  filterPlanIds: ['woostandard', 'wooprofessional'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;
