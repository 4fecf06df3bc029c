// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

/**
 * Where the spec gives two figures or terms for one thing on one screen, the page says why next to it
 * (decisions 091-093).
 */
export const priceNotes = {
  /**
   * Beside the /domains price table: the offers of the top strip and the deals strip (".COM $0.99 and .ONLINE $0.49",
   * content/domains.ts `stripOffersOffTable`) against the table's first-year and regular prices.
   */
  domainsCom: (offers: string) =>
    `${offers} in the offers above are limited-time promotions for the first year of a new registration; the table shows the first-year price outside the promotion and the regular price. Prices renew at the then-current rate.`,
  /**
   * Under the /wordpress banner, whose "as low as" is the Starter plan's price: shown only while the Standard plan's
   * promotional price is below it (decision 092), `while` naming the lower plan first.
   */
  wordpressBanner: {
    text: 'WordPress Standard is lower still while its first-term promotion lasts: {price:wpstandard_t12m}/mo for the first 12 months. Prices renew at the then-current rate.',
    while: { below: 'wpstandard_t12m', than: 'wpstarter_t12m' },
  },
} as const;
