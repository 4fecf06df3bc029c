import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

// Copy of /enterprisesolutions (spec 2.5 "Enterprise", spec 9 "Claims").

export const enterpriseHero = {
  lead: 'Hosting, local directory listings and online stores for organisations with many sites, locations or brands, with a team that plans it with you.',
  contact: 'Contact Us',
  start: 'Start Today',
} as const;

/**
 * The account team (decision 254): drawn by scripts/people.ts into public/people/, sized at the drawing's viewBox 62
 * px high, beside the line that says who they are (so the <img> says alt="").
 */
export const enterpriseTeam = {
  img: { src: '/people/account.svg', width: 150, height: 62 },
  caption: 'Our enterprise team plans it with you',
} as const;

// `icon`: a line icon name of the section kit (client/components/sections/icon-names.ts).
export const enterpriseFeatures = {
  title: 'Built for organisations that outgrow small plans',
  cards: [
    {
      title: 'Reliable hosting',
      text: 'Infrastructure designed for 99.99% uptime, monitored around the clock.',
      icon: 'server',
    },
    {
      title: 'A team on your side',
      text: 'A named contact who learns your business and plans changes with you.',
      icon: 'heart-handshake',
    },
    {
      title: 'Many locations, one view',
      text: 'Keep every location consistent across more than 70 local directories.',
      icon: 'map-pin',
    },
    {
      title: 'Secure by default',
      text: 'SSL, backups and security hardening set up from day one.',
      icon: 'shield-check',
    },
  ],
} as const;

export const enterpriseHosting = {
  title: 'Hosting features',
  items: [
    'Dedicated resources sized to your traffic',
    'Daily backups with quick restores',
    'SSL certificates for every domain',
    'Staging sites to test changes before they go live',
    'Website migration handled by our team',
    'Email for every employee at your own domain',
    '24/7 monitoring and support',
  ],
} as const;

export const enterpriseListings = {
  title: 'Local directory listings for every location',
  text: 'Publish accurate names, addresses, phone numbers and opening hours to over 70 local directories, answer reviews and post updates, for one location or hundreds.',
  points: ['Over 70 local directories', 'Review monitoring and replies', 'Social posting from one dashboard'],
} as const;

export const enterpriseEcommerce = {
  title: 'Enterprise ecommerce',
  text: 'Sell online with stores built for large catalogues and busy seasons, connected to the payment and shipping services you already use.',
  points: ['Large product catalogues', 'Multiple storefronts and brands', 'Secure checkout'],
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  enterprise: {
    name: 'Enterprise Solutions',
    title: pageTitle('Enterprise Solutions'),
    description: 'Hosting, local directory listings and ecommerce for enterprises and multi-location brands.',
    h1: 'Enterprise solutions',
    intro: 'Talk to our team about hosting, listings and ecommerce at scale.',
    breadcrumbs: [['Enterprise Solutions', '/enterprisesolutions']],
  },
  'enterprise-contact': {
    name: 'Contact Enterprise Sales',
    title: pageTitle('Contact Enterprise Sales'),
    description:
      'Tell our enterprise team about your organisation and choose three times for a call about hosting, listings or ecommerce.',
    h1: 'Contact our enterprise team',
    // The form's own lead, right below, says how the request works; the page's says what the call is for.
    intro:
      'A call with our enterprise team about hosting, listings or ecommerce for your organisation, at a time you choose.',
    breadcrumbs: [
      ['Enterprise Solutions', '/enterprisesolutions'],
      ['Contact', '/enterprisesolutions/contact'],
    ],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  enterprise: '2026-11-26',
  'enterprise-contact': '2026-11-26',
} satisfies Record<string, string>;
