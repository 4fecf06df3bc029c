import type { FaqItem, TrustFact } from '../shared/content-types.ts';
import type { visualAlts } from './visuals.ts';

// Shapes of the product pages' copy (spec 3 "FAQ item", "Offer card", "Theme card"). Prices are never written
// here: copy names a rate plan's figure (`{price:<ratePlanId>}`, shared/price-text.ts) and the page fills it from the
// catalogue snapshot, so a price change is one edit in content/prices.ts.

export interface InfoItem {
  title: string;
  text: string;
}

/**
 * What every product page's opening and close are drawn from (client/components/product-page.tsx): the hero's drawing,
 * points, button and trust line, an optional starting price, an optional promotion banner and the FAQ. Each product
 * page's content module has these fields; its other sections keep their own fields beside them.
 */
export interface ProductPageCopy {
  /** The hero's drawing (content/visuals.ts names each one). */
  visual: keyof typeof visualAlts;
  heroPoints: readonly string[];
  /** The hero's button: it scrolls to the price cards. */
  heroCta: string;
  /** The hero's trust line: short facts, each with its icon. */
  trust: readonly TrustFact[];
  /** A starting price under the hero's points, e.g. 'Plans from {price:<ratePlanId>}/mo'. */
  fromText?: string;
  /**
   * A promotion banner under the hero; its button buys `ratePlan` (content/catalogue/featured-rate-plans.ts), at the
   * price and checkout address of that plan's card.
   */
  banner?: { ratePlan: string; label: string; text: string; note?: string; cta: string };
  faq: readonly FaqItem[];
}
