import type { PlanFactsOf } from '../catalogue-types.ts';
import { groupThousands } from '../digits.ts';
const count = groupThousands;

export function webDesignFeatureText(f: PlanFactsOf<'webdesign'>): string[] {
  return [
    `Up to ${count(f.pages)} pages`,
    `Up to ${count(f.images)} images`,
    `${count(f.updateMinutesPerMonth)} minutes of monthly updates`,
    ...(f.annualRedesign ? ['Annual website redesign'] : []),
    `Site ready in about ${f.turnaroundWeeks.min}-${f.turnaroundWeeks.max} weeks`,
  ];
}
