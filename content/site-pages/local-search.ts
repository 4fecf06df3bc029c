// The words of /local/search-listings, step 1 of buying local listings.
/** /local/search-listings, step 1 of buying listings: find the business. */
export const localSearchTexts = {
  step: 'Step 1 of 2',
  /** Before the chosen plan's name; the space before the name is part of it. */
  planChosen: 'Plan chosen: Localworks ',
  searchLabel: 'Business name',
  searchButton: 'Continue',
  resultsTitle: (q: string) => `Businesses matching “${q}”`,
  chooseLabel: (name: string) => `Choose ${name}`,
  choose: 'Choose',
  noResults: 'No matching businesses found.',
  continueAsTyped: (q: string) => `Continue with “${q}” as typed`,
  hint: 'Start typing and choose your business from the list. We use it to match your listings.',
} as const;
