// Product catalogue configs (spec 3 "Product catalogue config") and the business-creation product (spec 7, 9).
// Each product's config is in content/catalogue/<product>.ts, so a product page imports only its own (decision
// 150); this module gathers them for lookups by product (offers data, server, tests).
import type { ProductCatalogueConfig } from '../shared/catalogue-types.ts';
import { buildMySiteCatalogue } from './catalogue/buildmysite.ts';
import { domainsCatalogue } from './catalogue/domains.ts';
import { hostingCatalogue } from './catalogue/hosting.ts';
import { localCatalogue } from './catalogue/local.ts';
import { mailCatalogue } from './catalogue/mail.ts';
import { storesCatalogue } from './catalogue/stores.ts';
import { webDesignCatalogue } from './catalogue/webdesign.ts';
import { websitesCatalogue } from './catalogue/websites.ts';
import { woocommerceCatalogue } from './catalogue/woocommerce.ts';
import { wordpressCatalogue } from './catalogue/wordpress.ts';

export const productCatalogues = {
  webdesign: webDesignCatalogue,
  buildmysite: buildMySiteCatalogue,
  websites: websitesCatalogue,
  wordpress: wordpressCatalogue,
  woocommerce: woocommerceCatalogue,
  stores: storesCatalogue,
  hosting: hostingCatalogue,
  mail: mailCatalogue,
  local: localCatalogue,
  domains: domainsCatalogue,
} as const satisfies Record<string, ProductCatalogueConfig>;

export type ProductKey = keyof typeof productCatalogues;

// Product facts live apart, so a page quoting one does not load every product's catalogue config.
export { productFacts } from './catalogue/product-facts.ts';

/**
 * The business-creation product, fetched by name (spec 7; decision 068): these are its 12-month add-ons when the
 * product upstream is not configured or does not answer. Each is priced at its 12-month display price x factor / 12
 * (spec 9, shared/price-rules.ts addOnFactor).
 */
export const businessMakerProduct = {
  productName: 'businessmaker',
  addOns: [
    { planId: 'siteexp1a', ratePlanId: 'siteexp1a_t12m' },
    { planId: 'bmonea', ratePlanId: 'bmonea_t12m' },
    { planId: 'localstd', ratePlanId: 'localworksstd_t12m' },
    { planId: 'localprem', ratePlanId: 'localprem_t12m' },
  ],
} as const;
