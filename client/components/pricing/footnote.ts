// The lines under the price cards: what an asterisk means and the terms every card shares.
import { RENEWAL_NOTE } from '../../../content/chrome/shell-texts.ts';
import type { ShownPlan } from './use-plan-views.ts';
import { asteriskNoteText, monthTermText, oneTimePaymentText } from '../../../content/chrome/plan-texts.ts';

export const ASTERISK_NOTE = asteriskNoteText(RENEWAL_NOTE);

/** The short term beside a card's price: "12-month term", or "One-time payment" for one-time products. */
export function termLabel(card: ShownPlan['card']): string | undefined {
  if (card.hideRecurringPrice) return oneTimePaymentText;
  const months = card.frequencies[0]?.months;
  return months ? monthTermText(months) : undefined;
}

/**
 * The legal lines every card of the grid shares, stated once under it (docs/decisions/100-plan-card-footnote.md):
 * the asterisk's meaning, the common terms text, the renewal rule when any plan renews, the taxes. null when the
 * cards' terms differ; each card then keeps its own lines.
 */
export function sharedFootnote(plans: readonly ShownPlan[]): { asterisk: string | null; terms: string } | null {
  if (plans.length === 0) return null;
  const first = plans[0].card;
  if (plans.some((p) => p.card.termsText !== first.termsText || p.card.taxesAndFees !== first.taxesAndFees))
    return null;
  const asterisk = plans.some((p) => p.view.asterisk && !p.view.isFree && p.view.priceText !== null)
    ? ASTERISK_NOTE
    : null;
  const renews = plans.some((p) => !p.card.hideRecurringPrice);
  const terms = [first.termsText, renews && !asterisk ? RENEWAL_NOTE : null, first.taxesAndFees]
    .filter(Boolean)
    .join(' ');
  return { asterisk, terms };
}
