// The website-builder themes' ids, variants and category keys: all the route table needs to tell a theme view
// link (/websites/themes/{themeId}/{variantId}) from the category form of the themes page (spec 2.1) and to
// answer 404 for anything else, without pulling the theme texts into every page (decision 120).

/** Theme id -> its variants; the first is the default view. content/themes.ts must agree. */
export const THEME_VARIANTS = {
  'harbor-cafe': ['classic', 'night'],
  'main-street': ['classic', 'bold'],
  'bright-ledger': ['classic'],
  'corner-shop': ['classic', 'minimal'],
  'fresh-market': ['classic'],
  'studio-frame': ['light', 'dark'],
  'open-canvas': ['light'],
  'handy-crew': ['classic', 'bold'],
  'clean-sweep': ['classic'],
  'table-for-two': ['classic'],
} as const satisfies Record<string, readonly string[]>;

export type ThemeId = keyof typeof THEME_VARIANTS;

export const THEME_CATEGORY_KEYS = ['business', 'food', 'store', 'portfolio', 'services'] as const;

export function isThemeId(id: string): id is ThemeId {
  return Object.hasOwn(THEME_VARIANTS, id);
}

/** A theme view link names a known theme and one of its variants. */
export function isThemeView(themeId: string, variantId: string): boolean {
  return isThemeId(themeId) && (THEME_VARIANTS[themeId] as readonly string[]).includes(variantId);
}
