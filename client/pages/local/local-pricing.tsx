// The local listings pricing tables (spec 2.5): the shared price cards for localstd and localprem, whose buttons
// go to /local/search-listings with p, pd and direct=1 (shared/plan-view.ts).
import { Link } from 'react-router-dom';
import { localCatalogue } from '../../../content/catalogue/local.ts';
import { localPlans } from '../../../content/plans/local.ts';
import { localTexts } from '../../../content/pages/local.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import type { SoldPlans } from '../../app/page-contract.ts';

/** The plans the local page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: localCatalogue, cards: localPlans };

export function LocalPricing({ path }: { path: string }) {
  return (
    <PriceCards product={sells.product} cards={sells.cards} path={path}>
      <p>
        <Link to="/local/compare-plans">{localTexts.compareLink}</Link>
      </p>
    </PriceCards>
  );
}
