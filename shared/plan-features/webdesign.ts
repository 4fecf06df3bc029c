import type { PlanFactsOf } from '../catalogue-types.ts';
// One line, written in each kind's module: shared, it would be a chunk of its own on every product page.
const count = (n: number) => n.toLocaleString('en-US');

export function webDesignFeatureText(f: PlanFactsOf<'webdesign'>): string[] {
  return [
    `Up to ${count(f.pages)} pages`,
    `Up to ${count(f.images)} images`,
    `${count(f.updateMinutesPerMonth)} minutes of monthly updates`,
    ...(f.annualRedesign ? ['Annual website redesign'] : []),
    `Site ready in about ${f.turnaroundWeeks.min}-${f.turnaroundWeeks.max} weeks`,
  ];
}
