// A module of its own: only the logo-only header shows it, so the pages with the full header do not load it.

/** Spec 2.3: the logo-only layout's promo call to action, shown when a promotion code is in state. */
export const logoHeaderPromo = {
  text: 'Get the most out of your dollar for your business',
  link: '/partneroffers',
} as const;
