// The rows of the "Compare all features" table under the price cards, built from the plan data in content/ only:
// the structured facts of each plan (spec 9 "Plans") as value rows, then every feature of the "View all features"
// groups as included / not included rows. Pure, so the server render, the client and the tests agree.
import type { PlanCard } from '../../../shared/catalogue-types.ts';
import { FACT_ROWS, planComparisonTexts, type FactRow } from '../../../content/chrome/plan-comparison-texts.ts';

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

function factRows(cards: readonly PlanCard[]): ComparisonRow[] {
  const kind = cards[0]?.facts.kind;
  if (!kind || cards.some((c) => c.facts.kind !== kind)) return [];
  const defs = FACT_ROWS[kind] as FactRow<typeof kind>[];
  return defs.map(([label, value]) => ({ label, cells: cards.map((c) => value(c.facts as never)) }));
}

/**
 * The comparison groups for the plans shown side by side: "Plan limits" from the facts, then one group per feature
 * group title in first-seen order ("Top Features" is called "Included"), each feature once, marked per plan. With
 * `differencesOnly` (the comparison under a product page's price cards, decision 330) a feature every plan has is
 * left out: it is not a difference, and the page says it once in its own list of what every plan includes.
 */
export function comparisonGroups(
  cards: readonly PlanCard[],
  { differencesOnly = false }: { differencesOnly?: boolean } = {},
): ComparisonGroup[] {
  const groups: ComparisonGroup[] = [];
  const limits = factRows(cards);
  if (limits.length > 0) groups.push({ title: planComparisonTexts.planLimits, rows: limits });
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
    const rows = points
      .map((p) => ({
        label: p,
        cells: cards.map(
          (c, i) => !skip[i].has(p) && c.featureGroups.some((g) => g.title === title && g.points.includes(p)),
        ),
      }))
      .filter((r) => !differencesOnly || r.cells.some((v) => v === false));
    if (rows.length === 0) continue;
    groups.push({ title: title === 'Top Features' ? planComparisonTexts.included : title, rows });
  }
  return groups;
}
