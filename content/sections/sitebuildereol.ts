// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const eolTexts = {
  optionsTitle: 'Choose what happens next',
  callTitle: 'Not sure which option is right?',
  callText: 'Talk it through with our team, 24/7.',
  funFactLabel: 'Fun fact',
  /** After the speed-test link's name, read by screen readers; the space before it is part of it. */
  newTab: ' (opens in a new tab)',
} as const;
