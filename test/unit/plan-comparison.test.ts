import { describe, expect, test } from 'vitest';
import { nearestCard } from '../../client/components/pricing/carousel.ts';
import { comparisonGroups } from '../../client/components/pricing/plan-comparison.ts';
import { plans } from '../../content/plans.ts';

describe('comparisonGroups (decision 101)', () => {
  test('hosting: plan limits from the facts, then each feature once, per group', () => {
    const groups = comparisonGroups([plans.whessentials, plans.whadvanced, plans.whprofessional]);
    expect(groups.map((g) => g.title)).toEqual([
      'Plan limits',
      'Included',
      'Security',
      'Website Building Tools',
      'Service and Support',
    ]);
    expect(groups[0].rows).toEqual([
      { label: 'Bandwidth', cells: ['100 GB', '500 GB', 'Unlimited'] },
      { label: 'Free email accounts', cells: ['25', '50', '100'] },
      { label: 'Subdomains', cells: ['25', '50', '100'] },
      { label: 'MySQL databases', cells: ['5', '10', '25'] },
    ]);
    // Feature texts generated from the facts ("100 GB bandwidth") are the limits above, not repeated as features.
    const included = groups[1].rows.map((r) => r.label);
    expect(included).toEqual(['Free domain for the first year']);
    expect(groups[2].rows.find((r) => r.label === 'DDoS protection')?.cells).toEqual([true, true, true]);
  });

  test('local listings: features only the premium plan has are marked per plan', () => {
    const groups = comparisonGroups([plans.localstd, plans.localprem]);
    expect(groups[0]).toEqual({ title: 'Plan limits', rows: [{ label: 'Directories', cells: ['70+', '70+'] }] });
    const rows = Object.fromEntries(groups[1].rows.map((r) => [r.label, r.cells]));
    // Premium has everything Standard has: review monitoring is ticked in both.
    expect(rows['Review monitoring']).toEqual([true, true]);
    expect(rows['Social posting']).toEqual([false, true]);
  });

  test('under the price cards, only what differs: features every plan has leave the table (decision 330)', () => {
    const hosting = comparisonGroups([plans.whessentials, plans.whadvanced, plans.whprofessional], {
      differencesOnly: true,
    });
    expect(hosting.map((g) => g.title)).toEqual(['Plan limits']);
    const local = comparisonGroups([plans.localstd, plans.localprem], { differencesOnly: true });
    expect(local[1].rows.map((r) => r.label)).toEqual(['Review replies, AI-assisted', 'Social posting']);
  });

  test('web design: a yes/no fact becomes an included / not included cell', () => {
    const limits = comparisonGroups([plans.difmstandard, plans.difmpremium])[0].rows;
    expect(limits.find((r) => r.label === 'Annual website redesign')?.cells).toEqual([false, true]);
    expect(limits.find((r) => r.label === 'Pages')?.cells).toEqual(['Up to 10', 'Up to 100']);
  });
});

describe('nearestCard ("1 of 3")', () => {
  // A phone track 343 px wide, three 295 px cards with 12 px gaps, room after the last: every card can reach 0.
  const starts = [0, 307, 614];
  test('the card whose start is nearest the scroll position', () => {
    expect(nearestCard(0, starts)).toBe(1);
    expect(nearestCard(140, starts)).toBe(1);
    expect(nearestCard(170, starts)).toBe(2);
    expect(nearestCard(614, starts)).toBe(3);
    expect(nearestCard(0, [])).toBe(1);
  });
});
