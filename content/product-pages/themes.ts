// Website builder themes (spec 3 "Theme card": title, author, editurl, viewurl, image source; spec 2.1 theme
// view links /websites/themes/{themeId}/{variantId}). Thumbnails are drawn as SVG from each theme's palette.
import { brand } from '../brand.ts';
import { THEME_CATEGORY_KEYS, THEME_VARIANTS, type ThemeId } from '../../shared/theme-ids.ts';

export interface ThemeCategory {
  key: (typeof THEME_CATEGORY_KEYS)[number];
  name: string;
}

export interface Theme {
  id: ThemeId;
  title: string;
  author: string;
  category: string;
  /** Variants of the theme; the first is the default view. */
  variants: readonly string[];
  /** Thumbnail palette: background, accent, text block colour. */
  palette: readonly [string, string, string];
}

export const themeCategories: readonly ThemeCategory[] = [
  { key: 'business', name: 'Business' },
  { key: 'food', name: 'Restaurants and Food' },
  { key: 'store', name: 'Online Store' },
  { key: 'portfolio', name: 'Portfolio' },
  { key: 'services', name: 'Local Services' },
];

export const themes: readonly Theme[] = [
  { id: 'harbor-cafe', title: 'Harbor Cafe', author: 'Siteharbor Design Studio', category: 'food', variants: THEME_VARIANTS['harbor-cafe'], palette: ['#fdf3e7', '#b8401d', '#5a3b26'] },
  { id: 'main-street', title: 'Main Street', author: 'Siteharbor Design Studio', category: 'business', variants: THEME_VARIANTS['main-street'], palette: ['#eef4fb', '#0b4f8a', '#14202e'] },
  { id: 'bright-ledger', title: 'Bright Ledger', author: 'Siteharbor Design Studio', category: 'business', variants: THEME_VARIANTS['bright-ledger'], palette: ['#f4f7fa', '#1d6b3a', '#14202e'] },
  { id: 'corner-shop', title: 'Corner Shop', author: 'Siteharbor Design Studio', category: 'store', variants: THEME_VARIANTS['corner-shop'], palette: ['#fff8ec', '#8a5a0b', '#3d2a0b'] },
  { id: 'fresh-market', title: 'Fresh Market', author: 'Siteharbor Design Studio', category: 'store', variants: THEME_VARIANTS['fresh-market'], palette: ['#effaf1', '#1d6b3a', '#173d24'] },
  { id: 'studio-frame', title: 'Studio Frame', author: 'Siteharbor Design Studio', category: 'portfolio', variants: THEME_VARIANTS['studio-frame'], palette: ['#f5f5f5', '#222222', '#555555'] },
  { id: 'open-canvas', title: 'Open Canvas', author: 'Siteharbor Design Studio', category: 'portfolio', variants: THEME_VARIANTS['open-canvas'], palette: ['#f3effa', '#5b3f8a', '#2c1f45'] },
  { id: 'handy-crew', title: 'Handy Crew', author: 'Siteharbor Design Studio', category: 'services', variants: THEME_VARIANTS['handy-crew'], palette: ['#fff4ef', '#b8401d', '#3b1d12'] },
  { id: 'clean-sweep', title: 'Clean Sweep', author: 'Siteharbor Design Studio', category: 'services', variants: THEME_VARIANTS['clean-sweep'], palette: ['#ecf8fb', '#0b6b8a', '#0b2e3b'] },
  { id: 'table-for-two', title: 'Table for Two', author: 'Siteharbor Design Studio', category: 'food', variants: THEME_VARIANTS['table-for-two'], palette: ['#fbeff2', '#8a1d3f', '#3b0b1a'] },
];

/** spec 2.1: theme view links use /websites/themes/{themeId}/{variantId}. */
export function themeViewUrl(theme: Theme, variant = theme.variants[0]): string {
  return `/websites/themes/${theme.id}/${variant}`;
}

/** Opens the theme in the website builder editor (a desktop tool, in the customer dashboard). */
export function themeEditUrl(theme: Theme): string {
  return `${brand.external.dashboard}/site-builder/new?theme=${encodeURIComponent(theme.id)}`;
}

export const themesPage = {
  categoriesLabel: 'Theme categories',
  allLabel: 'All themes',
  previewTitle: 'Theme preview',
  previewText: 'Open the theme in the editor to add your own words, photos and colours.',
  viewText: 'View',
  editText: 'Edit',
  backText: 'Back to website builder plans',
} as const;
