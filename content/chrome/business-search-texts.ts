// Words of the business search of the local pages, apart from shell-texts.ts (which every page loads).

export const businessSearchTexts = {
  /** spec 5 / 9 "Default texts" */
  required: 'Please enter a business name',
  prompt: 'Enter your business name to Get Free Report',
  listLabel: 'Matching businesses',
  usOnly: '* For U.S. businesses only',
} as const;
