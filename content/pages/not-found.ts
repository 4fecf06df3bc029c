import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
// The 404 page: the domain search and the most visited pages, so a wrong address still leads on.
export const notFoundTexts = {
  searchLabel: 'Search for a domain name',
  searchTitle: 'Looking for a domain?',
  popularTitle: 'Most visited pages',
  homeLink: 'Go to the home page',
  helpLine: 'Need a hand? Our support team answers 24/7 at',
} as const;

export type PopularIcon = 'globe' | 'server' | 'wordpress' | 'builder' | 'mail' | 'store';

/** The most visited pages, in order. */
export const popularPages: readonly { label: string; href: string; text: string; icon: PopularIcon }[] = [
  { label: 'Domains', href: '/domains', text: 'Find and register the name for your business.', icon: 'globe' },
  { label: 'Web Hosting', href: '/hosting', text: 'Fast, secure hosting with 99.99% uptime.', icon: 'server' },
  {
    label: 'WordPress Hosting',
    href: '/wordpress',
    text: 'WordPress set up, updated and backed up for you.',
    icon: 'wordpress',
  },
  {
    label: 'Website Builder',
    href: '/websites',
    text: 'Build your site yourself with professional themes.',
    icon: 'builder',
  },
  { label: 'Business Email', href: '/mail', text: 'Professional email on your own domain.', icon: 'mail' },
  { label: 'Online Stores', href: '/stores', text: 'Sell online with a complete store.', icon: 'store' },
];

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  'not-found': {
    name: 'Page not found',
    title: pageTitle('Page Not Found'),
    description:
      'The page you are looking for does not exist or has moved. Search for a domain or start from our home page to find what you need.',
    h1: 'We could not find that page',
    intro: 'The address may be mistyped, or the page may have moved.',
  },
} satisfies Record<string, PageMeta>;
