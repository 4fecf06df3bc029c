import { featuredRatePlans, productCatalogues } from '../../../content/catalogue.ts';
import { wordpressPage as c } from '../../../content/product-pages/wordpress.ts';
import { fill } from '../../../content/product-pages/types.ts';
import { formatPrice } from '../../../shared/price-rules.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { useAppData } from '../../app/data-context.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { CardSection, ProductHero, PromoBanner, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';

/** /wordpress (spec 2.5 "WordPress"). */
export default function WordpressPage({ meta, pathname }: PageProps) {
  const { catalogue } = useAppData();
  const banner = useRatePlanView(featuredRatePlans.wordpressBanner, pathname);
  // spec 9 "as low as $3.99": the catalogue's starting price for WordPress (decision 011).
  const from = productCatalogues.wordpress.startingFrom;
  const lowest = catalogue.prices[from.ratePlanId]?.termDisplayPrice.unitPricePerMonth;
  useHashScroll(true);
  return (
    <>
      <ProductHero meta={meta} points={c.heroPoints} tone="#1d5f8a">
        <HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />
      </ProductHero>
      {banner && lowest !== undefined ? (
        <PromoBanner label={c.banner.label} text={fill(c.banner.text, { price: `${formatPrice(lowest)}/mo` })} ctaText={c.banner.cta} href={banner.href} />
      ) : null}
      <PriceCards product="wordpress" path={pathname} />
      <CardSection id="features" title={c.featuresTitle} items={c.features} alt />
      <FaqAccordion items={c.faq} />
    </>
  );
}
