// Words of the plan cards, their carousel and the sticky header over them. A module of their own, imported only by
// those components, so that the bundler keeps them in the pricing chunk: not in the shell every page loads (as
// shared-texts.ts is), and not in a chunk of their own that each pricing page would load besides. Plain constants
// rather than one object: the minifier shortens their names, which keeps the pricing pages under their JS budget.

/** Heard before the struck-through former price. */
export const regularPriceLabel = 'Regular price';
export const viewAllFeaturesText = 'View all features';
export const planDetailsText = 'Plan details';
/** The name of the Plan details button, which says whose details it opens. */
export const planDetailsLabel = (plan: string) => `Plan details, ${plan} plan`;
export const previousPlansLabel = 'Previous plans';
export const nextPlansLabel = 'Next plans';
export const seePlansText = 'See plans';
export const compareAllText = 'Compare all features';
