import { wordpressCatalogue } from '../../../content/catalogue/wordpress.ts';
import { wordpressPlans } from '../../../content/plans/hosting.ts';
import { wordpressPage as c } from '../../../content/pages/wordpress.ts';
import { priceNotes } from '../../../content/price-notes.ts';
import { isBelow, priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
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
  const { prices } = useAppData().catalogue;
  // spec 9 "as low as $3.99": the Starter plan's price (decision 011). Decision 092: where the Standard card below
  // shows a lower promotional price, the banner says which plan each figure belongs to.
  const note = priceNotes.wordpressBanner;
  return (
    <ProductPage
      {...props}
      copy={c}
      sells={sells}
      bannerNote={isBelow(note.while, prices) ? (priceText(note.text, prices) ?? undefined) : undefined}
      heroAside={<ProofSlot kind="works-with" set="wordpress" />}
      belowCards={<ProofSlot kind="guarantee" product="wordpress" />}
      smoothHashScroll
    >
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle }}
        items={c.features}
        icons={['zap', 'refresh-cw', 'puzzle']}
        tone="tint"
      />
    </ProductPage>
  );
}
