// The feature texts of a plan card, generated from its structured facts (spec 9 "Plans"), so the card, the
// "Compare all features" table and the facts can never disagree. Pure: content/plans/<product>.ts build the cards
// with them and keep them as the card's factTexts, which the comparison table leaves out of its feature rows. One
// module per kind of plan (content/plan-features/<kind>.ts), so a product page imports only its own (decision 150);
// planFeatureText gathers them for the tests that check every card against its facts.
import type { PlanFacts, PlanFactsOf } from '../shared/catalogue-types.ts';
import { ecommerceFeatureText } from './plan-features/ecommerce.ts';
import { hostingFeatureText } from './plan-features/hosting.ts';
import { localFeatureText } from './plan-features/local.ts';
import { mailFeatureText } from './plan-features/mail.ts';
import { webDesignFeatureText } from './plan-features/webdesign.ts';
import { websitesFeatureText } from './plan-features/websites.ts';

export type { PlanFactsOf };

/** The feature texts a plan's facts generate (none for a domain). */
export function planFeatureText(f: PlanFacts): string[] {
  switch (f.kind) {
    case 'hosting':
      return hostingFeatureText(f);
    case 'webdesign':
      return webDesignFeatureText(f);
    case 'websites':
      return websitesFeatureText(f);
    case 'ecommerce':
      return ecommerceFeatureText(f);
    case 'mail':
      return mailFeatureText(f);
    case 'local':
      return localFeatureText(f);
    case 'domain':
      return [];
  }
}
