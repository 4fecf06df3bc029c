// Words of the WordPress theme gallery: a module of its own, imported only there, so the bundler keeps them in that component's chunk
// rather than in the shell every page loads.

export const themeGalleryTexts = {
  heading: 'WordPress themes for every business',
  previous: 'Previous theme',
  next: 'Next theme',
  /** A theme's picture. */
  picture: (theme: string) => `${theme} theme`,
  /** A dot of the gallery's paging. */
  show: (theme: string) => `Show ${theme}`,
} as const;
