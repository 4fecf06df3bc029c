// Words of the plan comparison table, which loads lazily: a module of its own so that they stay in its chunk.
import type { PlanFacts } from '../../shared/catalogue-types.ts';
import { groupThousands as n } from '../../shared/digits.ts';

/** The table's marks, heard in place of a tick or a dash. */
export const planComparisonTexts = {
  included: 'Included',
  /** The heading of the group of value rows, the plans' structured facts. */
  planLimits: 'Plan limits',
  notIncluded: 'Not included',
  /** Heard after the name of a feature a plan lacks. */
  notIncludedAfterName: '(not included)',
} as const;

/** The comparison's names, built around the product's name. */
export const comparisonNames = {
  table: (product: string) => `${product} plans side by side`,
  caption: (product: string) => `Compare all features of the ${product} plans`,
  /** Under a product page's price cards, where only what differs between the plans is compared (decision 330). */
  differences: (product: string) => `How the ${product} plans differ`,
  stack: (product: string) => `${product} plans, one after another`,
} as const;

/** A value row of the comparison: its label and the value it shows for one plan's facts. */
export type FactRow<K extends PlanFacts['kind']> = [
  label: string,
  value: (f: Extract<PlanFacts, { kind: K }>) => string | boolean,
];

/** The value rows of each kind of plan, in the order the cards list them. */
export const FACT_ROWS: { [K in PlanFacts['kind']]: FactRow<K>[] } = {
  hosting: [
    ['Bandwidth', (f) => (f.bandwidthGb === 'unlimited' ? 'Unlimited' : `${n(f.bandwidthGb)} GB`)],
    ['Free email accounts', (f) => n(f.emailAccounts)],
    ['Subdomains', (f) => n(f.subdomains)],
    ['MySQL databases', (f) => n(f.databases)],
  ],
  webdesign: [
    ['Pages', (f) => `Up to ${n(f.pages)}`],
    ['Images', (f) => `Up to ${n(f.images)}`],
    ['Monthly updates', (f) => (f.updateMinutesPerMonth > 0 ? `${n(f.updateMinutesPerMonth)} minutes` : false)],
    ['Annual website redesign', (f) => f.annualRedesign],
    ['Site ready in', (f) => `About ${f.turnaroundWeeks.min}-${f.turnaroundWeeks.max} weeks`],
  ],
  websites: [
    ['Storage', (f) => `${n(f.storageGb)} GB`],
    ['Email inboxes', (f) => n(f.inboxes)],
    ['Private domain registration', (f) => f.privateRegistration],
  ],
  ecommerce: [
    ['Transaction fee', (f) => `${f.transactionFeePercent}%`],
    ['Email accounts', (f) => n(f.emailAccounts)],
  ],
  mail: [
    ['Mailboxes', (f) => n(f.mailboxes)],
    ['Storage per mailbox', (f) => `${n(f.storageTbPerMailbox)} TB`],
    ['Aliases per account', (f) => `Up to ${n(f.aliasesPerAccount)}`],
  ],
  local: [['Directories', (f) => `${n(f.directories)}+`]],
  domain: [['Registration term', (f) => `${f.termYears} ${f.termYears === 1 ? 'year' : 'years'}`]],
};
