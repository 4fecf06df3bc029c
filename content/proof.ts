// True proof beside the products (VISUAL.md "Proof"): the spec's guarantee, and which platforms and payment
// providers the products work with. Marks are monochrome and only say "works with" (decision 243).
/** Spec 5 and 9: the 30-day satisfaction guarantee, beside the Web Hosting and WordPress price cards only. */
export const guaranteeBadge = {
  hosting: '30-day satisfaction guarantee on new Web Hosting orders',
  wordpress: '30-day satisfaction guarantee on new WordPress Hosting orders',
  terms: 'Subject to the terms of service.',
} as const;

/** Titles of the "works with" rows; the marks themselves are chosen by each page (client/components/brand-marks.data.ts). */
export const worksWithTitles = {
  platforms: 'Works with',
  // The providers /developer lists for stores, named by the trademark note under them.
  payments: 'Take payments with',
} as const;
