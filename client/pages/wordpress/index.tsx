import { featuredRatePlans } from '../../../content/catalogue/featured-rate-plans.ts';
import { wordpressCatalogue } from '../../../content/catalogue/wordpress.ts';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { wordpressPage as c, wordpressTrust } from '../../../content/product-pages/wordpress.ts';
import { isBelow } from '../../../shared/price-compare.ts';
import { priceText } from '../../../shared/price-text.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { useAppData } from '../../app/data-context.tsx';
import { priceNotes } from '../../../content/sections/price-notes.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { trustItems } from '../../components/sections/trust.ts';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { wordpressPlans } from '../../../content/plans/hosting.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { PromoBanner, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';

/** /wordpress (spec 2.5 "WordPress"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: wordpressCatalogue, cards: wordpressPlans };

export default function WordpressPage({ meta, pathname }: PageProps) {
  const { catalogue } = useAppData();
  const banner = useRatePlanView(featuredRatePlans.wordpressBanner, pathname, wordpressPlans);
  // spec 9 "as low as $3.99": the Starter plan's price (decision 011). Decision 092: where the Standard card below
  // shows a lower promotional price, the banner says which plan each figure belongs to.
  const bannerText = priceText(c.banner.text, catalogue.prices);
  const note = priceNotes.wordpressBanner;
  useHashScroll(true);
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        points={c.heroPoints}
        cta={<HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />}
        trust={trustItems(wordpressTrust)}
        visual={<ProductVisual id="wordpress" priority />}
        aside={<ProofSlot kind="works-with" set="wordpress" />}
      />
      {banner && bannerText ? (
        <PromoBanner
          label={c.banner.label}
          text={bannerText}
          note={
            isBelow(note.while, catalogue.prices) ? (priceText(note.text, catalogue.prices) ?? undefined) : undefined
          }
          ctaText={c.banner.cta}
          href={banner.href}
        />
      ) : null}
      <PriceCards product={sells.product} cards={sells.cards} path={pathname}>
        <ProofSlot kind="guarantee" product="wordpress" />
      </PriceCards>
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle }}
        items={c.features}
        icons={['zap', 'refresh-cw', 'puzzle']}
        tone="tint"
      />
      <ProofSlot kind="reviews-strip" />
      <Faq items={c.faq} />
    </>
  );
}
