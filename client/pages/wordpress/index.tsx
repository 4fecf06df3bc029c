import { featuredRatePlans } from '../../../content/catalogue/featured-rate-plans.ts';
import { wordpressCatalogue } from '../../../content/catalogue/wordpress.ts';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { wordpressPage as c, wordpressTrust } from '../../../content/product-pages/wordpress.ts';
import { fill } from '../../../content/product-pages/types.ts';
import { formatPrice } from '../../../shared/price-rules.ts';
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

const STANDARD_RATE_PLAN = 'wpstandard_t12m';

/** /wordpress (spec 2.5 "WordPress"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: wordpressCatalogue, cards: wordpressPlans };

export default function WordpressPage({ meta, pathname }: PageProps) {
  const { catalogue } = useAppData();
  const banner = useRatePlanView(featuredRatePlans.wordpressBanner, pathname, wordpressPlans);
  // spec 9 "as low as $3.99": the catalogue's starting price for WordPress (decision 011).
  const from = wordpressCatalogue.startingFrom;
  const lowest = catalogue.prices[from.ratePlanId]?.termDisplayPrice.unitPricePerMonth;
  // Decision 092: the banner's "as low as" is the Starter plan's price; where the Standard card below shows a lower
  // promotional price, the banner says which plan each figure belongs to.
  const standard = catalogue.prices[STANDARD_RATE_PLAN]?.termDisplayPrice.unitPricePerMonth;
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
      {banner && lowest !== undefined ? (
        <PromoBanner
          label={c.banner.label}
          text={fill(c.banner.text, { price: `${formatPrice(lowest)}/mo` })}
          note={
            standard !== undefined && standard < lowest
              ? fill(priceNotes.wordpressBanner, { standard: formatPrice(standard) })
              : undefined
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
