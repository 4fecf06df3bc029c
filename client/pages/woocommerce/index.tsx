import { featuredRatePlans } from '../../../content/catalogue/featured-rate-plans.ts';
import { woocommerceCatalogue } from '../../../content/catalogue/woocommerce.ts';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { woocommercePage as c, woocommerceTrust } from '../../../content/product-pages/woocommerce.ts';
import { priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { trustItems } from '../../components/sections/trust.ts';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { woocommercePlans } from '../../../content/plans/hosting.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { PromoBanner, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';

/** /woocommerce (spec 2.5 "WooCommerce"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: woocommerceCatalogue, cards: woocommercePlans };

export default function WoocommercePage({ meta, pathname }: PageProps) {
  const promo = useRatePlanView(featuredRatePlans.woocommerceBanner, pathname, woocommercePlans);
  const bannerText = priceText(c.banner.text, useAppData().catalogue.prices);
  useHashScroll(false);
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        points={c.heroPoints}
        cta={<HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />}
        trust={trustItems(woocommerceTrust)}
        visual={<ProductVisual id="woocommerce" priority />}
        aside={<ProofSlot kind="works-with" set="woocommerce" />}
      />
      {promo && bannerText ? (
        <PromoBanner label={c.banner.label} text={bannerText} ctaText={c.banner.cta} href={promo.href} />
      ) : null}
      <PriceCards product={sells.product} cards={sells.cards} path={pathname} />
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle }}
        items={c.features}
        icons={['shopping-cart', 'lock', 'trending-up', 'refresh-cw']}
        columns={4}
        tone="tint"
      />
      <ProofSlot kind="reviews-strip" />
      <Faq items={c.faq} />
    </>
  );
}
