// The theme demo page (/websites/themes/{themeId}/{variantId}) shows a sample site whose words are the theme's own
// (content/theme-demos/, one module per theme, loaded with the demo); the page itself adds only its head.
import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

/** The head and opening of the page, by route id (shared/routes.ts). */
export const meta = {
  'theme-demo': {
    name: 'Theme preview',
    title: pageTitle('Website Theme Preview'),
    description: 'A sample website made with one of the website builder themes. Start with it and make it your own.',
    h1: 'Theme preview',
    intro: 'A sample website made with this theme.',
  },
} satisfies Record<string, PageMeta>;
