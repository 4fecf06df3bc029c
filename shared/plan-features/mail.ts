import type { PlanFactsOf } from '../catalogue-types.ts';
// One line, written in each kind's module: shared, it would be a chunk of its own on every product page.
const count = (n: number) => n.toLocaleString('en-US');

export function mailFeatureText(f: PlanFactsOf<'mail'>): string[] {
  return [
    `${count(f.mailboxes)} ${f.mailboxes === 1 ? 'mailbox' : 'mailboxes'}`,
    `${f.storageTbPerMailbox} TB storage per mailbox`,
    `Up to ${f.aliasesPerAccount} aliases per account`,
  ];
}
