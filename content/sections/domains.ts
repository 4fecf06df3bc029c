// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const domainsTexts = {
  searchLabel: 'Search for a domain name',
  infoTitle: 'Everything you need to claim your name',
  pricesTitle: 'Domain prices',
  pricesIntro: 'First-year sale prices and regular yearly prices of popular extensions.',
  pricesCaption: 'Domain prices per year',
  colExtension: 'Extension',
  colFirstYear: 'First year (sale)',
  colRegular: 'Regular price',
  tldsTitle: 'Find the right extension',
  tldsLabel: 'Domain extension categories',
  stepsTitle: 'Get your domain in four steps',
  benefitsTitle: 'What a domain does for your business',
  disclaimerTitle: 'Disclaimer',
  /** Extension card link, to the extension's own page. `tld` is without its dot, e.g. "org". */
  aboutTld: (tld: string) => `About .${tld} domains`,
  /** Extension card text when the extension has no page of its own. */
  searchTld: (tld: string) => `Search above to check a .${tld} name`,
} as const;

/** Hero trust lines: short facts (spec 9 claims only), each drawn with the icon its wording calls for. */
export const domainsTrust = ['24/7 support by phone', '25 years in business'] as const;
