import type { PlanFactsOf } from '../../shared/catalogue-types.ts';
import { groupThousands } from '../../shared/digits.ts';
const count = groupThousands;

export function websitesFeatureText(f: PlanFactsOf<'websites'>): string[] {
  return [
    `${count(f.storageGb)} GB storage`,
    `${count(f.inboxes)} email ${f.inboxes === 1 ? 'inbox' : 'inboxes'}`,
    ...(f.privateRegistration ? ['Private domain registration'] : []),
  ];
}
