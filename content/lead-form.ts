import { intentIdsFor, type Intent, type IntentId } from '../shared/lead-intents.ts';
import type { LeadType } from '../shared/lead-types.ts';

export type { Intent };

// spec 3 "Intent: id, text": the wording of each intent; the ids a form accepts are in shared/lead-intents.ts.
export const intentTexts: Readonly<Record<IntentId, string>> = {
  start: 'I want to start a new business',
  grow: 'I want to grow my existing business',
  pricing: 'I have a question about pricing',
  other: 'Something else',
};

/** The intents a lead type's form shows; empty when it shows none (spec 3: then intentId/intentText are removed). */
export function intentsFor(leadType: LeadType): readonly Intent[] {
  return intentIdsFor(leadType).map((id) => ({ id, text: intentTexts[id] }));
}
