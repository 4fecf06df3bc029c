import type { LeadType } from './lead-types.ts';

// spec 3 "Intent: id, text". The ids a lead type's form accepts live here, their wording in content/lead-form.ts,
// so an edit of the wording never changes what POST /api/leads/:leadType accepts (decision 160). Which forms ask
// an intent is not shown in the spec: docs/decisions/021-lead-form-intents-and-time.md.
export const BUSINESS_MAKER_INTENT_IDS = ['start', 'grow', 'pricing', 'other'] as const;

export type IntentId = (typeof BUSINESS_MAKER_INTENT_IDS)[number];

export interface Intent {
  id: IntentId;
  text: string;
}

const intentIdsByLeadType: Readonly<Partial<Record<LeadType, readonly IntentId[]>>> = {
  bm_legal_presales: BUSINESS_MAKER_INTENT_IDS,
  bm_pos_presales: BUSINESS_MAKER_INTENT_IDS,
};

/** The intent ids a lead type's form accepts; empty when it shows none (spec 3: then intentId/intentText are removed). */
export function intentIdsFor(leadType: LeadType): readonly IntentId[] {
  return intentIdsByLeadType[leadType] ?? [];
}
