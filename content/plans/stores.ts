// Plan cards of the online store (spec 3, 9).
import type { PlanCard } from '../../shared/catalogue-types.ts';
import { ecommerceFeatureText } from '../plan-features/ecommerce.ts';
import { annual, builderTools, CARD_DEFAULTS, type Facts } from './common.ts';

function ecommercePlan(
  planId: 'rpc1a' | 'rpc2a' | 'rpc3a',
  title: string,
  subtitle: string,
  transactionFeePercent: number,
  isRecommended: boolean,
): PlanCard {
  const ratePlanId = `${planId}_t12m`;
  const facts: Facts<'ecommerce'> = { kind: 'ecommerce', transactionFeePercent, emailAccounts: 1000 };
  const text = ecommerceFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title,
    subtitle,
    ...CARD_DEFAULTS,
    isRecommended,
    frequencies: annual(ratePlanId),
    cta: { text: 'Add to cart', ratePlanId, listName: 'Ecommerce' },
    facts,
    features: text,
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Unlimited products'] },
      { title: 'Security', points: ['Free SSL certificate', 'Secure payments'] },
      builderTools,
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

/** Online store (/stores). */
export const storesPlans = {
  // Each plan's line says who it is for; the fee falls as the plan grows, so the three cards do not repeat one tagline.
  rpc1a: ecommercePlan('rpc1a', 'Basic', 'Open your first online shop', 1.5, false),
  rpc2a: ecommercePlan('rpc2a', 'Standard', 'A lower fee on every sale as orders grow', 1, true),
  rpc3a: ecommercePlan('rpc3a', 'Professional', 'The lowest fee, for a store that sells every day', 0.75, false),
} satisfies Record<string, PlanCard>;
