// The themes page's categories (spec 3 "Showcase category"): each with a picture of a site of its kind drawn for a
// computer and for a phone (public/showcase, made here) and a call to the builder plans. Kept apart from themes.ts
// because the /websites carousel reads that module and needs none of this.
import type { ShowcaseCategory, ShowcaseImage } from '../../shared/content-types.ts';
import type { THEME_CATEGORY_KEYS } from '../../shared/theme-ids.ts';

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
    ...pictures('business', 'A business site: a headline, a growth chart and service cards'),
    ctaText: 'Start your business website',
    ctaLink: PLANS,
  },
  {
    key: 'food',
    name: 'Restaurants and Food',
    ...pictures('food', 'A restaurant site: a headline and a plated dish'),
    ctaText: 'Start your restaurant website',
    ctaLink: PLANS,
  },
  {
    key: 'store',
    name: 'Online Store',
    ...pictures('store', 'An online store: a headline and four products with prices'),
    ctaText: 'Start your online store',
    ctaLink: PLANS,
  },
  {
    key: 'portfolio',
    name: 'Portfolio',
    ...pictures('portfolio', 'A portfolio site: a headline and a gallery of pictures'),
    ctaText: 'Start your portfolio',
    ctaLink: PLANS,
  },
  {
    key: 'services',
    name: 'Local Services',
    ...pictures('services', 'A local services site: a headline, a list of jobs and a booking button'),
    ctaText: 'Start your local services website',
    ctaLink: PLANS,
  },
];
