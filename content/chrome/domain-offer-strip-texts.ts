// Words of the domain offer strip: a module of its own, imported only there, so the bundler keeps them in that component's chunk
// rather than in the shell every page loads.

export const domainOfferStripTexts = {
  heading: 'Domain deals',
  /** Beside each strip price: these are first-year promotions, not the yearly price tables show. */
  term: 'first year',
  cta: 'Search domains',
  link: '/domains',
  footnote:
    'Limited-time prices for the first year of a new registration; .AI is the first year of a two-year subscription. Prices renew at the then-current rate.',
} as const;
