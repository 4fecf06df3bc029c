import type { PageMeta } from '../../shared/content-types.ts';
import { brand, pageTitle } from '../brand.ts';
// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const partnersPage = {
  heroCta: 'See the ways to work with us',
  waysTitle: 'Ways to work with us',
  waysIntro: 'Refer customers, build for clients or bring your product to small businesses.',
  ways: [
    {
      title: 'Refer customers',
      text: 'Share a tracking link and earn commission on referred purchases through our affiliate program.',
      to: '/affiliate',
      cta: 'Affiliate program',
    },
    {
      title: 'Build for clients',
      text: 'Designers and developers can build stores for small businesses and join the developer network.',
      to: '/developer',
      cta: 'Developer network',
    },
    {
      title: 'Offer your service',
      text: 'Companies with products for small businesses can talk to us about partner offers.',
      to: '/partneroffers',
      cta: 'See partner offers',
    },
  ],
  enterpriseTitle: 'A larger organisation?',
  enterpriseText: 'See our enterprise solutions, or call us and we will find the right team for you.',
  enterpriseCta: 'Enterprise solutions',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  partners: {
    name: 'Partners',
    title: pageTitle('Partners'),
    description: `Partner with ${brand.name} to bring online-presence services to small businesses.`,
    h1: 'Partners',
    intro: `Work with ${brand.name} to help small businesses get online.`,
    breadcrumbs: [['Partners', '/partners']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  partners: '2026-11-26',
} satisfies Record<string, string>;
