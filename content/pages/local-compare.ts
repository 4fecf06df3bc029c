import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

/** /local/compare-plans: the comparison's heading, the price term, the buttons and the price note. */
export const localCompareTexts = {
  /** The product the comparison table names (its caption and the name of each of its views). */
  productName: 'Localworks',
  title: 'Standard and Premium side by side',
  term: '12-month term',
  /** A plan's figure in the table: its first-term monthly price (shared/price-text.ts). */
  price: (ratePlanId: string) => `{price:${ratePlanId}}/mo`,
  choose: (plan: string) => `Choose ${plan}`,
  priceNote: 'Prices for a 12-month term. Prices renew at the then-current rate. Plus applicable taxes and fees.',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  'local-compare': {
    name: 'Compare Plans',
    title: pageTitle('Compare Localworks Plans'),
    description:
      'Compare the Localworks plans side by side and choose how your business shows up across local directories and maps.',
    h1: 'Compare Localworks plans',
    intro: 'See what each local listings plan includes.',
    breadcrumbs: [
      ['Localworks', '/local'],
      ['Compare Plans', '/local/compare-plans'],
    ],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  'local-compare': '2026-11-26',
} satisfies Record<string, string>;
