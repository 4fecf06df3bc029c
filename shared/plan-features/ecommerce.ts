import type { PlanFactsOf } from '../catalogue-types.ts';
import { groupThousands } from '../digits.ts';
const count = groupThousands;

export function ecommerceFeatureText(f: PlanFactsOf<'ecommerce'>): string[] {
  return [`${f.transactionFeePercent}% transaction fee`, `${count(f.emailAccounts)} email accounts`];
}
