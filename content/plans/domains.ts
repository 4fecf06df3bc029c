// The .AI domain card (spec 3, 9).
import type { PlanCard } from '../../shared/catalogue-types.ts';
import { CARD_DEFAULTS } from './common.ts';

/** Domains (the home .AI sale). */
export const domainPlans = {
  yd2a: {
    planId: 'yd2a',
    ratePlanId: 'yd2a_t24m',
    title: '.AI domain',
    subtitle: 'First year of a two-year subscription',
    ...CARD_DEFAULTS,
    marketingPitches: ['SAVE'],
    termsText: 'First-year price of a two-year registration.',
    isRecommended: false,
    frequencies: [{ ratePlanId: 'yd2a_t24m', months: 24, label: '2 years' }],
    cta: { text: 'Get .AI', ratePlanId: 'yd2a_t24m', listName: 'Domains' },
    facts: { kind: 'domain', tld: 'ai', termYears: 2 },
    features: ['Free privacy protection', 'Easy DNS management'],
    factTexts: [],
    featureGroups: [{ title: 'Top Features', points: ['Free privacy protection', 'Easy DNS management'] }],
  },
} satisfies Record<string, PlanCard>;
