// What the plan cards of every product share. content/plans.ts gathers the cards; each product's cards live in
// content/plans/<product>.ts so that a product page loads only its own (decision 150).
import type { FeatureGroup, PlanCard, PlanFrequency } from '../../shared/catalogue-types.ts';

/** What every plan card says alike (a 12-month term, taxes extra); a card states only what differs. */
export const CARD_DEFAULTS: Pick<
  PlanCard,
  'marketingPitches' | 'termsText' | 'hasOneTimeFeeText' | 'taxesAndFees' | 'freeText' | 'hideRecurringPrice'
> = {
  marketingPitches: [],
  termsText: 'Price for a 12-month term.',
  hasOneTimeFeeText: false,
  taxesAndFees: 'Plus applicable taxes and fees.',
  freeText: 'FREE',
  hideRecurringPrice: false,
};

export type { PlanFactsOf as Facts } from '../plan-features.ts';

export function annual(ratePlanId: string): PlanFrequency[] {
  return [{ ratePlanId, months: 12, label: '12 months' }];
}

export const builderTools: FeatureGroup = {
  title: 'Website Building Tools',
  points: ['Drag-and-drop editor', 'Mobile-friendly themes', 'Built-in SEO tools'],
};
