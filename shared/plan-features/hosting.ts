import type { PlanFactsOf } from '../catalogue-types.ts';
// One line, written in each kind's module: shared, it would be a chunk of its own on every product page.
const count = (n: number) => n.toLocaleString('en-US');

export function hostingFeatureText(f: PlanFactsOf<'hosting'>): string[] {
  return [
    f.bandwidthGb === 'unlimited' ? 'Unlimited bandwidth' : `${count(f.bandwidthGb)} GB bandwidth`,
    `${count(f.emailAccounts)} free email accounts`,
    `${count(f.subdomains)} subdomains`,
    `${count(f.databases)} MySQL databases`,
  ];
}
