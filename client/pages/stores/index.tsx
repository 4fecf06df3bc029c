import { Link } from 'react-router-dom';
import { storesCatalogue } from '../../../content/catalogue/stores.ts';
import { storesPlans } from '../../../content/plans/stores.ts';
import { storesPage as c } from '../../../content/pages/stores.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { ProductPage } from '../../components/product-page.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/stores.ts';

/** /stores (spec 2.5 "Ecommerce"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: storesCatalogue, cards: storesPlans };

export default function StoresPage(props: PageProps) {
  return (
    <ProductPage
      {...props}
      copy={c}
      sells={sells}
      after={
        <div className="container">
          <p className="pp-fine">{c.trademarkNote}</p>
        </div>
      }
    >
      <FeatureGrid
        id="sell"
        head={{ title: c.sellTitle }}
        items={c.sell}
        icons={['package', 'credit-card', 'smartphone', 'search', 'mouse-pointer-click', 'headphones']}
        tone="tint"
      >
        {/* The providers' marks with the features that name them, not after the questions. */}
        <ProofSlot kind="works-with" set="payments" />
      </FeatureGrid>
      <CtaBand id="developer" title={c.developerTitle} text={c.developerText}>
        <Link className="button button--secondary" to="/developer#integrations">
          {c.developerCta}
        </Link>
      </CtaBand>
    </ProductPage>
  );
}
