import { woocommerceCatalogue } from '../../../content/catalogue/woocommerce.ts';
import { woocommercePlans } from '../../../content/plans/hosting.ts';
import { woocommercePage as c } from '../../../content/pages/woocommerce.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { ProductPage } from '../../components/product-page.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/woocommerce.ts';

/** /woocommerce (spec 2.5 "WooCommerce"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: woocommerceCatalogue, cards: woocommercePlans };

export default function WoocommercePage(props: PageProps) {
  return (
    <ProductPage {...props} copy={c} sells={sells} heroAside={<ProofSlot kind="works-with" set="woocommerce" />}>
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle }}
        items={c.features}
        icons={['shopping-cart', 'lock', 'refresh-cw', 'puzzle', 'globe', 'headphones']}
        tone="tint"
      />
    </ProductPage>
  );
}
