import { Link } from 'react-router-dom';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { storesPage as c, storesTrust } from '../../../content/product-pages/stores.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { trustItems } from '../../components/sections/trust.ts';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { storesCatalogue } from '../../../content/catalogue/stores.ts';
import { storesPlans } from '../../../content/plans/stores.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';

/** /stores (spec 2.5 "Ecommerce"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: storesCatalogue, cards: storesPlans };

export default function StoresPage({ meta, pathname }: PageProps) {
  useHashScroll(false);
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        points={c.heroPoints}
        cta={<HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />}
        trust={trustItems(storesTrust)}
        visual={<ProductVisual id="stores" priority />}
      />
      <PriceCards product={sells.product} cards={sells.cards} path={pathname} />
      <FeatureGrid
        id="sell"
        head={{ title: c.sellTitle }}
        items={c.sell}
        icons={['package', 'credit-card', 'smartphone']}
        tone="tint"
      />
      <FeatureGrid
        id="grow"
        head={{ title: c.growTitle }}
        items={c.grow}
        icons={['search', 'layout-template', 'headphones']}
        variant="list"
      />
      <CtaBand id="developer" title={c.developerTitle} text={c.developerText}>
        <Link className="button button--secondary" to="/developer#integrations">
          {c.developerCta}
        </Link>
      </CtaBand>
      <ProofSlot kind="reviews-strip" />
      <Faq items={c.faq} />
      <div className="container">
        <ProofSlot kind="works-with" set="payments" />
        <p className="pp-fine">{c.trademarkNote}</p>
      </div>
    </>
  );
}
