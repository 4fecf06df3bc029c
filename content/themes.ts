// Website builder themes (spec 3 "Theme card": title, author, editurl, viewurl, image source; spec 2.1 theme
// view links /websites/themes/{themeId}/{variantId}). Each view is a demo site (decision 120); thumbnails are
// screenshots of those demos (client/theme-thumbnails, decision 121). The themes page holds its categories (pages/themes.ts).
import { brand } from './brand.ts';
import { THEME_VARIANTS, type ThemeId } from '../shared/theme-ids.ts';

export interface Theme {
  id: ThemeId;
  title: string;
  author: string;
  category: string;
  /** Variants of the theme; the first is the default view. */
  variants: readonly string[];
}

export const themes: readonly Theme[] = [
  {
    id: 'harbor-cafe',
    title: 'Harbor Cafe',
    author: 'Siteharbor Design Studio',
    category: 'food',
    variants: THEME_VARIANTS['harbor-cafe'],
  },
  {
    id: 'main-street',
    title: 'Main Street',
    author: 'Siteharbor Design Studio',
    category: 'business',
    variants: THEME_VARIANTS['main-street'],
  },
  {
    id: 'bright-ledger',
    title: 'Bright Ledger',
    author: 'Siteharbor Design Studio',
    category: 'business',
    variants: THEME_VARIANTS['bright-ledger'],
  },
  {
    id: 'corner-shop',
    title: 'Corner Shop',
    author: 'Siteharbor Design Studio',
    category: 'store',
    variants: THEME_VARIANTS['corner-shop'],
  },
  {
    id: 'fresh-market',
    title: 'Fresh Market',
    author: 'Siteharbor Design Studio',
    category: 'store',
    variants: THEME_VARIANTS['fresh-market'],
  },
  {
    id: 'studio-frame',
    title: 'Studio Frame',
    author: 'Siteharbor Design Studio',
    category: 'portfolio',
    variants: THEME_VARIANTS['studio-frame'],
  },
  {
    id: 'open-canvas',
    title: 'Open Canvas',
    author: 'Siteharbor Design Studio',
    category: 'portfolio',
    variants: THEME_VARIANTS['open-canvas'],
  },
  {
    id: 'handy-crew',
    title: 'Handy Crew',
    author: 'Siteharbor Design Studio',
    category: 'services',
    variants: THEME_VARIANTS['handy-crew'],
  },
  {
    id: 'clean-sweep',
    title: 'Clean Sweep',
    author: 'Siteharbor Design Studio',
    category: 'services',
    variants: THEME_VARIANTS['clean-sweep'],
  },
  {
    id: 'table-for-two',
    title: 'Table for Two',
    author: 'Siteharbor Design Studio',
    category: 'food',
    variants: THEME_VARIANTS['table-for-two'],
  },
];

/** spec 2.1: theme view links use /websites/themes/{themeId}/{variantId}. */
export function themeViewUrl(theme: Theme, variant = theme.variants[0]): string {
  return `/websites/themes/${theme.id}/${variant}`;
}

/** Opens the theme in the website builder editor (a desktop tool, in the customer dashboard). */
export function themeEditUrl(theme: Theme): string {
  return `${brand.external.dashboard}/site-builder/new?theme=${encodeURIComponent(theme.id)}`;
}

/** The words of a theme card and the theme gallery, wherever a page shows them. */
export const themeCardTexts = {
  viewText: 'View',
  /** A theme card's two actions: its demo, and the builder with the theme (spec 3 "Theme card": viewurl, editurl). */
  previewText: 'Preview',
  startText: 'Start',
  /** Accessible names, so ten cards' actions are told apart: "Preview Harbor Cafe", "Start with Harbor Cafe". */
  previewLabel: (title: string) => `Preview ${title}`,
  startLabel: (title: string) => `Start with ${title}`,
  /** Before a theme's author, where a page shows it (the /websites carousel, spec 2.5). */
  byText: 'by',
} as const;
