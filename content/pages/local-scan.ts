import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

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

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  'local-scan': {
    name: 'Scan Results',
    title: pageTitle('Your Listings Scan Results'),
    description:
      'See how your business appears across local directories and maps: which listings are correct, which are wrong and which are missing.',
    h1: 'Your listings scan results',
    intro: 'How your business appears across local directories.',
  },
} satisfies Record<string, PageMeta>;
