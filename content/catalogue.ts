// Product catalogue configs (spec 3 "Product catalogue config") and the business-creation product (spec 7, 9).
import type { ProductCatalogueConfig } from '../shared/catalogue-types.ts';

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

export const woocommerceCatalogue = {
  productName: 'WooCommerce Hosting',
  listName: 'WooCommerce Hosting',
  header: 'WooCommerce hosting plans',
  subtitle: 'Everything your WooCommerce store needs.',
  trackImpression: true,
  filterPlanIds: ['woostandard', 'wooprofessional'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;

export const storesCatalogue = {
  productName: 'Ecommerce',
  listName: 'Ecommerce',
  header: 'Online store plans',
  subtitle: 'Sell products online with a store that grows with you.',
  trackImpression: true,
  filterPlanIds: ['rpc1a', 'rpc2a', 'rpc3a'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;

export const hostingCatalogue = {
  productName: 'Web Hosting',
  listName: 'Web Hosting',
  header: 'Web hosting plans',
  subtitle: 'Reliable hosting with 99.99% uptime.',
  trackImpression: true,
  filterPlanIds: ['whessentials', 'whadvanced', 'whprofessional'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;

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

export const localCatalogue = {
  productName: 'Localworks',
  listName: 'Localworks',
  header: 'Local listings plans',
  subtitle: 'Get found on 70+ directories.',
  trackImpression: true,
  filterPlanIds: ['localstd', 'localprem'],
  trackDetails: true,
} as const satisfies ProductCatalogueConfig;

export const domainsCatalogue = {
  productName: 'Domains',
  listName: 'Domains',
  header: '',
  subtitle: '',
  trackImpression: false,
  filterPlanIds: ['yd2a'],
  trackDetails: false,
} as const satisfies ProductCatalogueConfig;

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

/** Product facts of spec 9 that belong to no single plan. */
export const productFacts = {
  /** "Website Builder storage is also quoted as 3 GB." */
  websiteBuilderStorageGb: 3,
  /** Business mail: "20 or more mailboxes by phone". */
  mailboxesByPhoneFrom: 20,
  /** Local listings: "70+ directories". */
  localDirectories: 70,
  /** Website design turnaround. */
  webDesignTurnaroundWeeks: { min: 4, max: 6 },
} as const;

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

/** Rate plans that banners and page buttons link to (spec 2.5, 9): kept here so pages hold no plan ids of their own. */
export const featuredRatePlans = {
  /** spec 9: the three 12-month promos shown as $0.99/mo; the default top banner links to the hosting one. */
  hostingBanner: 'whprofessional_t12m',
  wordpressBanner: 'wpstandard_t12m',
  woocommerceBanner: 'wooprofessional_t12m',
  /** spec 2.5: websites mobile plan buttons. */
  websitesMobile: ['siteexp1a_t12m', 'siteexp2a_t12m'],
  /** spec 2.5: the home .AI sale card. */
  homeDomainSale: 'yd2a_t24m',
} as const;
