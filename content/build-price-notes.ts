// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

/** The build pages' notes, apart from priceNotes so each page bundles only its own (decision 093, 242). */
export const buildPriceNotes = {
  /** Under the /buildmysite plans. */
  buildMySite:
    'Paid once: a Build My Site plan is a single payment for the build and does not renew. Website Design Standard costs more ({price:difmstandard_t6m}/mo for 6 months plus a {onetime:difmstandard_t6m} build fee) because it also keeps your site updated every month.',
  buildMySiteLink: { text: 'See Website Design plans', to: '/webdesign#plans' },
  /** Under the /webdesign plans. */
  webDesign:
    'The build fee is charged once. The 6-month plan that keeps your site updated renews for the same term at the then-current rate unless you cancel. Build My Site Standard, a single payment of {onetime:difmstdaddon_t6m} for customers moving from our retired site builder, includes the build without the monthly updates.',
  webDesignLink: { text: 'See Build My Site plans', to: '/buildmysite#plans' },
} as const;
