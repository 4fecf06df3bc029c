import type { PlanFactsOf } from '../../shared/catalogue-types.ts';
import { groupThousands } from '../../shared/digits.ts';
const count = groupThousands;

export function webDesignFeatureText(f: PlanFactsOf<'webdesign'>): string[] {
  return [
    `Up to ${count(f.pages)} pages`,
    `Up to ${count(f.images)} images`,
    // A one-time build has no monthly updates (decision 312): the line is left out rather than "0 minutes".
    ...(f.updateMinutesPerMonth > 0 ? [`${count(f.updateMinutesPerMonth)} minutes of monthly updates`] : []),
    ...(f.annualRedesign ? ['Annual website redesign'] : []),
    `Site ready in about ${f.turnaroundWeeks.min}-${f.turnaroundWeeks.max} weeks`,
  ];
}
