// The themes page's categories (spec 3 "Showcase category"): each with a picture of its two themes' sample sites
// drawn for a computer and for a phone (public/showcase, drawn from the themes by scripts/showcase.ts, decision
// 320) and a call to the builder plans. Kept apart from the theme catalogue (content/themes.ts) because the
// /websites carousel reads that and needs none of this.
import type { ShowcaseCategory, ShowcaseImage } from '../../shared/content-types.ts';
import type { THEME_CATEGORY_KEYS } from '../../shared/theme-ids.ts';

import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

type CategoryKey = (typeof THEME_CATEGORY_KEYS)[number];

/** The drawn sizes of the pictures in public/showcase. */
export const SHOWCASE_SIZES = {
  desktop: { width: 960, height: 600 },
  mobile: { width: 320, height: 600 },
} as const;

/** One picture drawn for both sizes: a page shows one of the two, so both carry the same words. */
function pictures(key: CategoryKey, alt: string): Pick<ShowcaseCategory, 'desktopImages' | 'mobileImages'> {
  const image = (size: keyof typeof SHOWCASE_SIZES): ShowcaseImage => ({
    src: `/showcase/${key}-${size}.svg`,
    ...SHOWCASE_SIZES[size],
    alt,
  });
  return { desktopImages: [image('desktop')], mobileImages: [image('mobile')] };
}

/** The builder plans: a theme is chosen in the editor once the site has a plan. */
const PLANS = '/websites#plans';

export const showcaseCategories: readonly ShowcaseCategory<CategoryKey>[] = [
  {
    key: 'business',
    name: 'Business',
    ...pictures(
      'business',
      'Two business themes: Main Street Advisory, “Grow the business you have, without guessing”, and Bright Ledger, “Your books done every month. Your taxes filed on time.”',
    ),
    ctaText: 'Start your business website',
    ctaLink: PLANS,
  },
  {
    key: 'food',
    name: 'Restaurants and Food',
    ...pictures(
      'food',
      'Two restaurant themes: Harbor Cafe, “Slow coffee and warm bread, two steps from the water”, and Table for Two, “Twenty seats, one kitchen and a menu that changes every week”',
    ),
    ctaText: 'Start your restaurant website',
    ctaLink: PLANS,
  },
  {
    key: 'store',
    name: 'Online Store',
    ...pictures(
      'store',
      'Two online store themes: The Corner Shop, “Small things that make a home feel like yours”, and Fresh Market, “A box of what the valley grew this week”',
    ),
    ctaText: 'Start your online store',
    ctaLink: PLANS,
  },
  {
    key: 'portfolio',
    name: 'Portfolio',
    ...pictures(
      'portfolio',
      'Two portfolio themes: Alder Street Framing, “Frames made by hand for the pictures you keep”, and Juniper Lane Studio, “Pictures that tell people who you are before they read a word”',
    ),
    ctaText: 'Start your portfolio',
    ctaLink: PLANS,
  },
  {
    key: 'services',
    name: 'Local Services',
    ...pictures(
      'services',
      'Two local services themes: Handy Crew, “The repairs on your list, done in one visit”, and Clean Sweep, “Come home to a clean house”',
    ),
    ctaText: 'Start your local services website',
    ctaLink: PLANS,
  },
];

export const themesPage = {
  categoriesLabel: 'Theme categories',
  allLabel: 'All themes',
  backText: 'See the builder plans',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  themes: {
    name: 'Website Themes',
    title: pageTitle('Website Builder Themes'),
    description: 'Browse professionally designed website themes by category and start editing in the website builder.',
    h1: 'Website themes',
    intro: 'Choose a theme for your business and make it your own.',
    breadcrumbs: [
      ['Website Builder', '/websites'],
      ['Themes', '/websites/themes'],
    ],
  },
  'themes-detail': {
    name: 'Website Themes',
    title: pageTitle('Website Builder Themes'),
    description:
      'Website builder themes picked for one kind of business, each with a sample site to preview before you start editing it.',
    h1: 'Website themes',
    intro: 'Choose a theme for your business and make it your own.',
    breadcrumbs: [
      ['Website Builder', '/websites'],
      ['Themes', '/websites/themes'],
    ],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  themes: '2026-11-26',
} satisfies Record<string, string>;
