// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const localTexts = {
  compareLink: 'Compare Standard and Premium',
  featuresTitle: 'Everything customers see about you, in one place',
  startTitle: 'Ready to start?',
  startText: 'Find your business, check its details and choose a plan.',
  startStandard: 'Start with Standard',
  startPremium: 'Start with Premium',
  compare: 'Compare plans',
  eventsTitle: 'Share your events everywhere at once',
} as const;

/** Hero trust lines: short facts (spec 9 claims only), each drawn with the icon its wording calls for. */
export const localTrust = ['70+ directories', '24/7 support by phone'] as const;
