/** The words of the desktop-only page (reached with ?msgCode=2, e.g. from the starter plan on a phone). */
export const desktopOnlyTexts = {
  backLink: 'Back to website builder plans',
} as const;
