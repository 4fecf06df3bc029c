import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
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

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  'local-search': {
    name: 'Business Search',
    title: pageTitle('Find Your Business'),
    description:
      'Search for your business by name or address to start your Localworks listings order with the details directories already hold.',
    h1: 'Find your business',
    intro: 'Search for your business by name to continue.',
  },
} satisfies Record<string, PageMeta>;
