// Words of the business search of the local pages, apart from shell-texts.ts (which every page loads).

export const businessSearchTexts = {
  /** spec 5 / 9 "Default texts" */
  required: 'Please enter a business name',
  prompt: 'Enter your business name to Get Free Report',
  listLabel: 'Matching businesses',
  usOnly: '* For U.S. businesses only',
  /** The search button's text when the page names none. */
  button: 'Get Free Report',
  /** Heard when suggestions arrive, or none. */
  found: (count: number) => `${count} businesses found. Use the arrow keys to choose one.`,
  noneFound: 'No matching businesses found.',
} as const;
