import type { ProductCatalogueConfig } from '../../shared/catalogue-types.ts';

export const hostingCatalogue = {
  productName: 'Web Hosting',
  listName: 'Web Hosting',
  header: 'Web hosting plans',
  subtitle: 'Reliable hosting with 99.99% uptime.',
  trackImpression: true,
  filterPlanIds: ['whessentials', 'whadvanced', 'whprofessional'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;
