// Plan cards of local listings (spec 3, 9).
import type { PlanCard } from '../../shared/catalogue-types.ts';
import { localFeatureText } from '../plan-features/local.ts';
import { annual, CARD_DEFAULTS, type Facts } from './common.ts';

function localPlan(planId: 'localstd' | 'localprem', ratePlanId: string, title: string, premium: boolean): PlanCard {
  const facts: Facts<'local'> = { kind: 'local', directories: 70 };
  const text = localFeatureText(facts);
  // Premium has everything Standard has: the same "Review monitoring" row, so a comparison never shows it missing.
  const extra = premium
    ? ['Review monitoring', 'Review replies, AI-assisted', 'Social posting']
    : ['Review monitoring'];
  return {
    planId,
    ratePlanId,
    title,
    subtitle: premium ? 'Listings, reviews and social in one place' : 'Get found on the directories that matter',
    ...CARD_DEFAULTS,
    isRecommended: premium,
    frequencies: annual(ratePlanId),
    // spec 2.5: local plan buttons go to the business search with p, pd and direct=1.
    cta: { text: 'Get started', ratePlanId, listName: 'Localworks', navLink: '/local/search-listings' },
    facts,
    features: [...text, ...extra],
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, ...extra] },
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

/** Local listings (/local). */
export const localPlans = {
  localstd: localPlan('localstd', 'localworksstd_t12m', 'Standard', false),
  localprem: localPlan('localprem', 'localprem_t12m', 'Premium', true),
} satisfies Record<string, PlanCard>;
