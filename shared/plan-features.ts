// The feature texts of a plan card, generated from its structured facts (spec 9 "Plans"), so the card, the
// "Compare all features" table and the facts can never disagree. Pure: content/plans.ts builds the cards with them,
// the comparison table leaves them out of its feature rows.
import type { PlanFacts } from './catalogue-types.ts';

/** The facts of one kind of plan: PlanFactsOf<'mail'>. */
export type PlanFactsOf<K extends PlanFacts['kind']> = Extract<PlanFacts, { kind: K }>;

const count = (n: number) => n.toLocaleString('en-US');

export function hostingFeatureText(f: PlanFactsOf<'hosting'>): string[] {
  return [
    f.bandwidthGb === 'unlimited' ? 'Unlimited bandwidth' : `${count(f.bandwidthGb)} GB bandwidth`,
    `${count(f.emailAccounts)} free email accounts`,
    `${count(f.subdomains)} subdomains`,
    `${count(f.databases)} MySQL databases`,
  ];
}

export function webDesignFeatureText(f: PlanFactsOf<'webdesign'>): string[] {
  return [
    `Up to ${count(f.pages)} pages`,
    `Up to ${count(f.images)} images`,
    `${count(f.updateMinutesPerMonth)} minutes of monthly updates`,
    ...(f.annualRedesign ? ['Annual website redesign'] : []),
    `Site ready in about ${f.turnaroundWeeks.min}-${f.turnaroundWeeks.max} weeks`,
  ];
}

export function websitesFeatureText(f: PlanFactsOf<'websites'>): string[] {
  return [
    `${count(f.storageGb)} GB storage`,
    `${count(f.inboxes)} email ${f.inboxes === 1 ? 'inbox' : 'inboxes'}`,
    ...(f.privateRegistration ? ['Private domain registration'] : []),
  ];
}

export function ecommerceFeatureText(f: PlanFactsOf<'ecommerce'>): string[] {
  return [`${f.transactionFeePercent}% transaction fee`, `${count(f.emailAccounts)} email accounts`];
}

export function mailFeatureText(f: PlanFactsOf<'mail'>): string[] {
  return [
    `${count(f.mailboxes)} ${f.mailboxes === 1 ? 'mailbox' : 'mailboxes'}`,
    `${f.storageTbPerMailbox} TB storage per mailbox`,
    `Up to ${f.aliasesPerAccount} aliases per account`,
  ];
}

export function localFeatureText(f: PlanFactsOf<'local'>): string[] {
  return [`Listings on ${f.directories}+ directories`];
}

/** The feature texts a plan's facts generate (none for a domain). */
export function planFeatureText(f: PlanFacts): string[] {
  switch (f.kind) {
    case 'hosting':
      return hostingFeatureText(f);
    case 'webdesign':
      return webDesignFeatureText(f);
    case 'websites':
      return websitesFeatureText(f);
    case 'ecommerce':
      return ecommerceFeatureText(f);
    case 'mail':
      return mailFeatureText(f);
    case 'local':
      return localFeatureText(f);
    case 'domain':
      return [];
  }
}
