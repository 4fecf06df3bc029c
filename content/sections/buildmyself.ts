// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const buildMyselfTexts = {
  expertsTitle: 'Rather not do it yourself?',
  expertsText: 'Our designers can build your site for you.',
  expertsCta: 'Let experts build my site',
  compareTitle: 'Two ways to build it yourself',
  themesTitle: 'Themes to start from',
  switchLabel: 'Choose what to see',
  /** Before the monthly price; the space before the price is part of it. */
  from: 'from ',
  perMonth: '/mo',
  termNote: 'Prices for a 12-month term. Prices renew at the then-current rate.',
} as const;
