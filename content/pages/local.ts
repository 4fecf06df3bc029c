// Local listings pages copy (spec 2.5 Local listings, 1, 9 "70+ directories").
import type { FaqItem } from '../../shared/content-types.ts';
import type { PageMeta, TrustFact } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

// Decision 330: what both plans include, said once; social posting and AI-assisted replies, which only Premium has, are
// compared under the price cards.
export const localFeatures = [
  [
    'Found where customers search',
    'Publish your name, address, phone and hours to more than 70 directories, maps and apps from one place.',
  ],
  ['Reviews in one inbox', 'See new reviews from across the web together and reply without logging in to each site.'],
  ['Help around the clock', 'Our experts answer 24/7 by phone, from your first listing to your hundredth review.'],
] as const;

/** Line icons of the section kit (client/components/sections/icon-names.ts) for localFeatures, in order. */
export const localFeatureIcons = ['map-pin', 'inbox', 'headphones'] as const;

/** spec 3 "Event card": image, heading, content. Events a business can publish to its listings. */
export interface EventCard {
  image: 'calendar' | 'store' | 'megaphone';
  heading: string;
  content: string;
}

export const localEvents: readonly EventCard[] = [
  {
    image: 'calendar',
    heading: 'Holiday hours',
    content: 'Change your opening hours once and every listing shows them, so nobody arrives at a closed door.',
  },
  {
    image: 'store',
    heading: 'Grand openings',
    content: 'Opening a new location? Announce the date and address everywhere customers look.',
  },
  {
    image: 'megaphone',
    heading: 'Seasonal offers',
    content: 'Promote a sale or a special event across your listings and social profiles together.',
  },
];

/** spec 8: an empty events list. */
export const NO_EVENTS_MESSAGE = 'No event data available.';

export const localFaq: readonly FaqItem[] = [
  {
    questionText: 'What is in the free listings report?',
    answerText:
      'It looks at how your business name, address and phone number appear across local directories, and where they are missing or inconsistent.',
  },
  {
    questionText: 'How many directories do you cover?',
    answerText: 'Your listings are published to more than 70 directories, maps and apps.',
  },
  {
    questionText: 'How do AI-assisted review replies work?',
    answerText: 'For each new review you get a suggested reply. Nothing is posted until you approve it.',
  },
  {
    questionText: 'Who is this service for?',
    answerText: 'Local listings are for U.S. businesses with a physical address or service area.',
  },
];

/** The header's copy of the hero's call to action, a search (spec 4 "Hero"): it brings the visitor back to it. */
export const localHeroPin = 'Get Free Report';

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const localTexts = {
  compareLink: 'Compare Standard and Premium',
  featuresTitle: 'Everything customers see about you, in one place',
  startTitle: 'Ready to start?',
  startText: 'Find your business, check its details and choose a plan.',
  startStandard: 'Start with Standard',
  startPremium: 'Start with Premium',
  compare: 'Compare plans',
  eventsTitle: 'Share your events everywhere at once',
} as const;

/** Hero trust lines: short facts (spec 9 claims only), each with its icon. */
export const localTrust: readonly TrustFact[] = [
  { text: '70+ directories', icon: 'map-pin' },
  { text: '24/7 support by phone', icon: 'headphones' },
];

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  local: {
    name: 'Localworks',
    title: pageTitle('Local Business Listings Management'),
    description:
      'Manage your business listings on 70+ directories, with reviews, social posting and AI-assisted review replies.',
    h1: 'Get found on 70+ local directories',
    intro: 'See how your business shows up across local directories, with a free listings report.',
    breadcrumbs: [['Localworks', '/local']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  local: '2026-11-26',
} satisfies Record<string, string>;
