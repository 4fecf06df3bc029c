import type { PlanFactsOf } from '../../shared/catalogue-types.ts';
import { groupThousands } from '../../shared/digits.ts';
const count = groupThousands;

export function hostingFeatureText(f: PlanFactsOf<'hosting'>): string[] {
  return [
    f.bandwidthGb === 'unlimited' ? 'Unlimited bandwidth' : `${count(f.bandwidthGb)} GB bandwidth`,
    `${count(f.emailAccounts)} free email accounts`,
    `${count(f.subdomains)} subdomains`,
    `${count(f.databases)} MySQL databases`,
  ];
}
