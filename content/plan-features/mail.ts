import type { PlanFactsOf } from '../../shared/catalogue-types.ts';
import { groupThousands } from '../../shared/digits.ts';
const count = groupThousands;

export function mailFeatureText(f: PlanFactsOf<'mail'>): string[] {
  return [
    `${count(f.mailboxes)} ${f.mailboxes === 1 ? 'mailbox' : 'mailboxes'}`,
    `${f.storageTbPerMailbox} TB storage per mailbox`,
    `Up to ${f.aliasesPerAccount} aliases per account`,
  ];
}
