import type { PlanFactsOf } from '../../shared/catalogue-types.ts';
import { groupThousands } from '../../shared/digits.ts';
const count = groupThousands;

export function ecommerceFeatureText(f: PlanFactsOf<'ecommerce'>): string[] {
  return [`${f.transactionFeePercent}% transaction fee`, `${count(f.emailAccounts)} email accounts`];
}
