// Words of the business search of the local pages, apart from shared-texts.ts (which every page loads).

export const businessSearchTexts = {
  listLabel: 'Matching businesses',
  usOnly: '* For U.S. businesses only',
} as const;
