// Local listings pages copy (spec 2.5 Local listings, 1, 9 "70+ directories").
import type { FaqItem } from '../../shared/content-types.ts';

/**
 * The rate plans the local pages' buttons carry to the business search (pd), those of content/plans/local.ts; named
 * here so a page holds no plan ids and loads no plan cards for a link.
 */
export const localRatePlans = { standard: 'localworksstd_t12m', premium: 'localprem_t12m' } as const;

export const localFeatures = [
  [
    '70+ directories',
    'Publish your name, address, phone and hours to more than 70 directories, maps and apps from one place.',
  ],
  ['Reviews in one inbox', 'See new reviews from across the web together and reply without logging in to each site.'],
  ['Social posting', 'Share news, offers and photos to your social profiles on a schedule that suits you.'],
  [
    'AI-assisted review replies',
    'Get a suggested reply for each review, then edit it in your own voice before it is posted.',
  ],
] as const;
/** Line icons of the section kit (client/components/sections/icon-names.ts) for localFeatures, in order. */
export const localFeatureIcons = ['map-pin', 'inbox', 'share-2', 'sparkles'] as const;

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

export const scanChecks = [
  ['Name, address and phone', 'Whether each directory shows the same business name, street address and phone number.'],
  ['Missing listings', 'Directories and maps where your business does not appear yet.'],
  ['Duplicates', 'Extra listings for the same business that can confuse customers and search engines.'],
  ['Reviews', 'Where customers are leaving reviews, so you can answer them.'],
] as const;
/** Line icons of the section kit for scanChecks, in order. */
export const scanCheckIcons = ['badge-check', 'search', 'layers', 'message-square'] as const;

/** The free listings report on /local/scan-results (decision 069): what each state of the report says. */
export const scanReportTexts = {
  title: 'Your listings report',
  reportFor: (name: string) => `For ${name}`,
  loading: 'Checking the directories for your business…',
  noBusiness: 'Search for your business on the Localworks page to start a report.',
  searchLink: 'Search for your business',
  summary: (listed: number, total: number) => `Listed correctly on ${listed} of ${total} directories.`,
  statusLabels: { listed: 'Listed correctly', incorrect: 'Details to fix', missing: 'Not listed' },
  tableCaption: 'Result per directory',
  directory: 'Directory',
  result: 'Result',
  unavailableTitle: 'A specialist prepares your report',
  unavailable:
    'An automatic scan is not available right now, so we will not show you made-up numbers. A listings specialist can check your business across the directories with you by phone, for free:',
} as const;

/** /local/scan-results: the words around the report. */
export const scanPageTexts = {
  checksTitle: 'What the report checks',
  fixCta: 'Fix my listings with Standard',
  compareLink: 'Compare plans',
} as const;

/** /local/compare-plans: the comparison's heading, the price term, the buttons and the price note. */
export const localCompareTexts = {
  title: 'Standard and Premium side by side',
  term: '12-month term',
  /** A plan's figure in the table: its first-term monthly price (shared/price-text.ts). */
  price: (ratePlanId: string) => `{price:${ratePlanId}}/mo`,
  choose: (plan: string) => `Choose ${plan}`,
  priceNote: 'Prices for a 12-month term. Prices renew at the then-current rate. Plus applicable taxes and fees.',
} as const;

/** The header's copy of the hero's call to action, a search (spec 4 "Hero"): it brings the visitor back to it. */
export const localHeroPin = 'Get Free Report';
