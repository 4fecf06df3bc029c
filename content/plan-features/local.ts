import type { PlanFactsOf } from '../../shared/catalogue-types.ts';

export function localFeatureText(f: PlanFactsOf<'local'>): string[] {
  return [`Listings on ${f.directories}+ directories`];
}
