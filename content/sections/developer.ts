// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const developerTexts = {
  ctaTitle: 'Tell us about your project',
} as const;
