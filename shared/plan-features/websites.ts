import type { PlanFactsOf } from '../catalogue-types.ts';
// One line, written in each kind's module: shared, it would be a chunk of its own on every product page.
const count = (n: number) => n.toLocaleString('en-US');

export function websitesFeatureText(f: PlanFactsOf<'websites'>): string[] {
  return [
    `${count(f.storageGb)} GB storage`,
    `${count(f.inboxes)} email ${f.inboxes === 1 ? 'inbox' : 'inboxes'}`,
    ...(f.privateRegistration ? ['Private domain registration'] : []),
  ];
}
