// The rate plans that banners and page buttons link to, apart from the configs so a page imports only its own.
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
