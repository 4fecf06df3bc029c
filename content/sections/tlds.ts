// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const tldTexts = {
  /** "{ext}" is the extension with its dot, e.g. ".org". */
  benefitsTitle: 'Why choose a {ext} domain',
  compareAll: 'Compare all domain extensions',
  /** Name of the hero's search field. `ext` is the extension with its dot, e.g. ".org". */
  searchLabel: (ext: string) => `Search for a ${ext} domain name`,
  /** Read before the struck-out price; the space before the price is part of it. */
  regularPrice: 'regular price ',
  /** Before the renewal note; the space after it is part of it. */
  firstYearNote: 'first year. ',
  /** Before the live first-year price text. */
  firstYearLabel: 'First year: ',
  /** When no price is known; the renewal note follows. `ext` is the extension with its dot, e.g. ".org". */
  priceAtCheckout: (ext: string) => `The price of your ${ext} name is shown at checkout. `,
} as const;
