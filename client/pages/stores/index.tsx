import { Link } from 'react-router-dom';
import { storesPage as c } from '../../../content/product-pages/stores.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { CardSection, ProductHero, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';

/** /stores (spec 2.5 "Ecommerce"). */
export default function StoresPage({ meta, pathname }: PageProps) {
  useHashScroll(false);
  return (
    <>
      <ProductHero meta={meta} points={c.heroPoints} tone="#1d6b3a">
        <HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />
      </ProductHero>
      <PriceCards product="stores" path={pathname} />
      <CardSection id="sell" title={c.sellTitle} items={c.sell} alt />
      <CardSection id="grow" title={c.growTitle} items={c.grow}>
        <div className="pp-developer">
          <h3>{c.developerTitle}</h3>
          <p>{c.developerText}</p>
          <Link className="button button--secondary" to="/developer">
            {c.developerCta}
          </Link>
        </div>
      </CardSection>
      <FaqAccordion items={c.faq} />
      <div className="container">
        <p className="pp-fine">{c.trademarkNote}</p>
      </div>
    </>
  );
}
