// Each product's "from" price where a page points to the product rather than sells a plan (the home page's help
// cards, the header's menu panels): one wording per product, so the two places never quote it differently.

/**
 * Price-text templates (shared/price-text.ts): `a|b` quotes the plan of the lowest first-term monthly price; a plan
 * with a build fee says so.
 */
export const fromPrices = {
  hosting: 'From {price:whessentials_t12m|whprofessional_t12m}/mo',
  wordpress: 'From {price:wpstarter_t12m|wpstandard_t12m}/mo',
  woocommerce: 'From {price:woostandard_t12m|wooprofessional_t12m}/mo',
  mail: 'From {price:bmonea_t12m}/mo',
  local: 'From {price:localworksstd_t12m}/mo',
  stores: 'From {price:rpc1a_t12m|rpc2a_t12m|rpc3a_t12m}/mo',
  webdesign: 'From {price:difmstandard_t6m}/mo + {onetime:difmstandard_t6m} one-time build fee',
} as const;
