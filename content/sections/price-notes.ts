// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

/**
 * Where the spec gives two figures or terms for one thing on one screen, the page says why next to it
 * (decisions 091-093).
 */
export const priceNotes = {
  /**
   * Beside the /domains price table: the offers of the top strip and the deals strip ({offers}: ".COM $0.99 and
   * .ONLINE $0.49", content/domains.ts) against the table's first-year and regular prices.
   */
  domainsCom:
    '{offers} in the offers above are limited-time promotions for the first year of a new registration; the table shows the first-year price outside the promotion and the regular price. Prices renew at the then-current rate.',
  /** Under the /wordpress banner ("as low as {price}"). {standard} is the Standard plan's promotional price. */
  wordpressBanner:
    'WordPress Standard is lower still while its first-term promotion lasts: {standard}/mo for the first 12 months. Prices renew at the then-current rate.',
} as const;
