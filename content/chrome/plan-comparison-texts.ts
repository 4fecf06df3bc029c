// Words of the plan comparison table, which loads lazily: a module of its own so that they stay in its chunk.

/** The table's marks, heard in place of a tick or a dash. */
export const planComparisonTexts = {
  included: 'Included',
  notIncluded: 'Not included',
  /** Heard after the name of a feature a plan lacks. */
  notIncludedAfterName: '(not included)',
} as const;
