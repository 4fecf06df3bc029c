// Words of the plan cards, their carousel and the sticky header over them. A module of their own, imported only by
// those components, so that the bundler keeps them in the pricing chunk: not in the shell every page loads
// (shell-texts.ts), and not in a chunk of their own that each pricing page would load besides. Plain constants
// rather than one object: the minifier shortens their names, which keeps the pricing pages under their JS budget.

/** Heard before the struck-through former price. */
export const regularPriceLabel = 'Regular price';
export const viewAllFeaturesText = 'View all features';
export const planDetailsText = 'Plan details';
/** The name of the Plan details button, which says whose details it opens. */
export const planDetailsLabel = (plan: string) => `Plan details, ${plan} plan`;
/** A tooltip's name on a card: its subject and whose price it explains, so the cards' buttons are told apart. */
export const aboutPlanLabel = (about: string, plan: string) => `${about}, ${plan} plan`;
export const previousPlansLabel = 'Previous plans';
export const nextPlansLabel = 'Next plans';
export const seePlansText = 'See plans';
/** The comparison under the price cards: what differs between the plans (decision 330). */
export const comparePlansText = 'Compare plans';

/** Tooltips where a term on a price needs explaining (spec 2.4 "A tooltip shows on hover"). */
export const tooltipTexts = {
  iconLabel: 'More information',
  asteriskLabel: 'About this price',
  asterisk: 'Price for the first term of a new plan. Prices renew at the then-current rate.',
  save: 'Your saving on the first term against the regular price of the same term, rounded down to a whole percent.',
  renewalLabel: 'About renewal',
  renewal:
    'When the first term ends, the plan renews for a term of the same length at the price current then, not at this introductory price.',
} as const;

/** Names and counts of a product's price cards and comparison, built around the product's or plan's name. */
export const planGroupTexts = {
  /** The price cards' heading and list name. */
  plans: (product: string) => `${product} plans`,
  /** The carousel's position, e.g. "2 of 3". */
  position: (n: number, of: number) => `${n} of ${of}`,
  /** Above a card's price when its plan is sold at several terms. */
  asLowAs: 'As low as',
  summary: (product: string) => `${product} plan summary`,
  details: (plan: string) => `${plan} plan details`,
} as const;

/** What the asterisk after a first-term price means; the renewal rule follows it. */
export const asteriskNoteText = (renewal: string) => `* Price for the first term. ${renewal}`;
/** The short term beside a card's price: "12-month term", or one-time payment for one-time products. */
export const oneTimePaymentText = 'One-time payment';
export const monthTermText = (months: number) => `${months}-month term`;
