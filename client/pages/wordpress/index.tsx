import { wordpressCatalogue } from '../../../content/catalogue/wordpress.ts';
import { wordpressPlans } from '../../../content/plans/hosting.ts';
import { wordpressPage as c } from '../../../content/pages/wordpress.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { ProductPage } from '../../components/product-page.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/wordpress.ts';

/** /wordpress (spec 2.5 "WordPress"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: wordpressCatalogue, cards: wordpressPlans };

export default function WordpressPage(props: PageProps) {
  return (
    <ProductPage
      {...props}
      copy={c}
      sells={sells}
      heroAside={<ProofSlot kind="works-with" set="wordpress" />}
      belowCards={<ProofSlot kind="guarantee" product="wordpress" />}
      smoothHashScroll
    >
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle }}
        items={c.features}
        icons={['zap', 'refresh-cw', 'puzzle', 'globe', 'shield-check', 'headphones']}
        tone="tint"
      />
    </ProductPage>
  );
}
