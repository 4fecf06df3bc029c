import type { PlanFactsOf } from '../catalogue-types.ts';
// One line, written in each kind's module: shared, it would be a chunk of its own on every product page.
const count = (n: number) => n.toLocaleString('en-US');

export function ecommerceFeatureText(f: PlanFactsOf<'ecommerce'>): string[] {
  return [`${f.transactionFeePercent}% transaction fee`, `${count(f.emailAccounts)} email accounts`];
}
