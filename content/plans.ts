// Every plan card of the site (spec 3 "Plan card", "Plan ids by product"; facts from spec 9 "Plans").
// Feature texts are generated from the structured facts (content/plan-features.ts) so the two can never disagree.
// Each product's cards are in content/plans/<product>.ts, so a product page loads only its own (decision 150);
// this module gathers them for lookups by id (server catalogue, funnels, tests).
import type { PlanCard } from '../shared/catalogue-types.ts';
import { domainPlans } from './plans/domains.ts';
import { webHostingPlans, woocommercePlans, wordpressPlans } from './plans/hosting.ts';
import { localPlans } from './plans/local.ts';
import { mailPlans } from './plans/mail.ts';
import { storesPlans } from './plans/stores.ts';
import { buildMySitePlans, webDesignPlans } from './plans/webdesign.ts';
import { websitesPlans } from './plans/websites.ts';

export const plans = {
  difmstandard: webDesignPlans.difmstandard,
  difmpremium: webDesignPlans.difmpremium,
  difmstdaddon: buildMySitePlans.difmstdaddon,
  difmpremaddon: buildMySitePlans.difmpremaddon,
  siteexp1a: websitesPlans.siteexp1a,
  siteexp2a: websitesPlans.siteexp2a,
  wpstarter: wordpressPlans.wpstarter,
  wpstandard: wordpressPlans.wpstandard,
  woostandard: woocommercePlans.woostandard,
  wooprofessional: woocommercePlans.wooprofessional,
  rpc1a: storesPlans.rpc1a,
  rpc2a: storesPlans.rpc2a,
  rpc3a: storesPlans.rpc3a,
  whessentials: webHostingPlans.whessentials,
  whadvanced: webHostingPlans.whadvanced,
  whprofessional: webHostingPlans.whprofessional,
  bmonea: mailPlans.bmonea,
  bmfivea: mailPlans.bmfivea,
  bmtena: mailPlans.bmtena,
  localstd: localPlans.localstd,
  localprem: localPlans.localprem,
  yd2a: domainPlans.yd2a,
} satisfies Record<string, PlanCard>;

export type PlanId = keyof typeof plans;

/** spec 3: the local listing plans are wrapped in a variant key; nonBmMaker is the public site's. */
export const localPlanVariants = {
  nonBmMaker: { localstd: plans.localstd, localprem: plans.localprem },
} as const;

/** All plan cards, for lookups by plan id or rate plan id. */
export const allPlans: readonly PlanCard[] = Object.values(plans);

export function planById(planId: string): PlanCard | undefined {
  return (plans as Record<string, PlanCard>)[planId];
}

export function planByRatePlanId(ratePlanId: string): PlanCard | undefined {
  return allPlans.find((p) => p.ratePlanId === ratePlanId);
}

/** spec 9 "Term rate plans": ysb-ui-elements is an identifier listed there, not a priced plan. */
export const nonPricedTermIdentifiers = ['ysb-ui-elements'] as const;
