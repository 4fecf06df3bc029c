// The rows of the "Compare all features" table under the price cards, built from the plan data in content/ only:
// the structured facts of each plan (spec 9 "Plans") as value rows, then every feature of the "View all features"
// groups as included / not included rows. Pure, so the server render, the client and the tests agree.
import type { PlanCard, PlanFacts } from '../../../shared/catalogue-types.ts';
import { groupThousands } from '../../../shared/digits.ts';

/** A cell: a value ("100 GB"), or included (true) / not included (false). */
export type ComparisonCell = string | boolean;

export interface ComparisonRow {
  label: string;
  cells: ComparisonCell[];
}

export interface ComparisonGroup {
  /** Group heading (a row header spanning the table); "Plan limits" for the facts. */
  title: string;
  rows: ComparisonRow[];
}

const n = groupThousands;

type FactRow<K extends PlanFacts['kind']> = [
  label: string,
  value: (f: Extract<PlanFacts, { kind: K }>) => ComparisonCell,
];

/** The value rows of each kind of plan, in the order the cards list them. */
const FACT_ROWS: { [K in PlanFacts['kind']]: FactRow<K>[] } = {
  hosting: [
    ['Bandwidth', (f) => (f.bandwidthGb === 'unlimited' ? 'Unlimited' : `${n(f.bandwidthGb)} GB`)],
    ['Free email accounts', (f) => n(f.emailAccounts)],
    ['Subdomains', (f) => n(f.subdomains)],
    ['MySQL databases', (f) => n(f.databases)],
  ],
  webdesign: [
    ['Pages', (f) => `Up to ${n(f.pages)}`],
    ['Images', (f) => `Up to ${n(f.images)}`],
    ['Monthly updates', (f) => `${n(f.updateMinutesPerMonth)} minutes`],
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

function factRows(cards: readonly PlanCard[]): ComparisonRow[] {
  const kind = cards[0]?.facts.kind;
  if (!kind || cards.some((c) => c.facts.kind !== kind)) return [];
  const defs = FACT_ROWS[kind] as FactRow<typeof kind>[];
  return defs.map(([label, value]) => ({ label, cells: cards.map((c) => value(c.facts as never)) }));
}

/**
 * The comparison groups for the plans shown side by side: "Plan limits" from the facts, then one group per feature
 * group title in first-seen order ("Top Features" is called "Included"), each feature once, marked per plan.
 */
export function comparisonGroups(cards: readonly PlanCard[]): ComparisonGroup[] {
  const groups: ComparisonGroup[] = [];
  const limits = factRows(cards);
  if (limits.length > 0) groups.push({ title: 'Plan limits', rows: limits });
  const byTitle = new Map<string, string[]>();
  const skip = cards.map((c) => new Set(c.factTexts));
  cards.forEach((c, i) => {
    for (const g of c.featureGroups) {
      const list = byTitle.get(g.title) ?? [];
      for (const p of g.points) if (!skip[i].has(p) && !list.includes(p)) list.push(p);
      byTitle.set(g.title, list);
    }
  });
  for (const [title, points] of byTitle) {
    if (points.length === 0) continue;
    groups.push({
      title: title === 'Top Features' ? 'Included' : title,
      rows: points.map((p) => ({
        label: p,
        cells: cards.map(
          (c, i) => !skip[i].has(p) && c.featureGroups.some((g) => g.title === title && g.points.includes(p)),
        ),
      })),
    });
  }
  return groups;
}
