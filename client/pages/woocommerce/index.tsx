import { featuredRatePlans } from '../../../content/catalogue.ts';
import { woocommercePage as c } from '../../../content/product-pages/woocommerce.ts';
import { fill } from '../../../content/product-pages/types.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { CardSection, ProductHero, PromoBanner, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';

/** /woocommerce (spec 2.5 "WooCommerce"). */
export default function WoocommercePage({ meta, pathname }: PageProps) {
  const promo = useRatePlanView(featuredRatePlans.woocommerceBanner, pathname);
  useHashScroll(false);
  return (
    <>
      <ProductHero meta={meta} points={c.heroPoints} tone="#5b3f8a">
        <HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />
      </ProductHero>
      {promo?.priceText ? (
        <PromoBanner
          label={c.banner.label}
          text={fill(c.banner.text, { price: promo.priceText, was: promo.formerPriceText ?? promo.priceText })}
          ctaText={c.banner.cta}
          href={promo.href}
        />
      ) : null}
      <PriceCards product="woocommerce" path={pathname} />
      <CardSection id="features" title={c.featuresTitle} items={c.features} columns={4} alt />
      <FaqAccordion items={c.faq} />
    </>
  );
}
