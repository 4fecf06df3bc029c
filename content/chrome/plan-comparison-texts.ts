// Words of the plan comparison table, which loads lazily: a module of its own so that they stay in its chunk.

/** The table's marks, heard in place of a tick or a dash. */
export const planComparisonTexts = {
  included: 'Included',
  notIncluded: 'Not included',
  /** Heard after the name of a feature a plan lacks. */
  notIncludedAfterName: '(not included)',
} as const;

/** The comparison's names, built around the product's name. */
export const comparisonNames = {
  table: (product: string) => `${product} plans side by side`,
  caption: (product: string) => `Compare all features of the ${product} plans`,
  stack: (product: string) => `${product} plans, one after another`,
} as const;
