import { useEffect } from 'react';
import { featuredRatePlans } from '../../../content/catalogue.ts';
import { hostingPage as c } from '../../../content/product-pages/hosting.ts';
import { fill } from '../../../content/product-pages/types.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { CardSection, ListSection, ProductHero, PromoBanner, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';
import { pollVariant, readHostingExperiment } from './ab-poll.ts';

/** /hosting (spec 2.5 "Web hosting"). */
export default function HostingPage({ meta, pathname }: PageProps) {
  const promo = useRatePlanView(featuredRatePlans.hostingBanner, pathname);
  useHashScroll(false);
  useEffect(() => {
    // spec 4: the A/B poll has no visible effect; the variant is recorded for the experiment script only.
    const poll = pollVariant(readHostingExperiment);
    void poll.result.then((v) => {
      document.documentElement.dataset.hostingVariant = String(v);
    });
    return () => {
      poll.cancel();
      delete document.documentElement.dataset.hostingVariant;
    };
  }, []);
  return (
    <>
      <ProductHero meta={meta} points={c.heroPoints}>
        <HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />
      </ProductHero>
      {promo?.priceText ? (
        <PromoBanner
          label={c.banner.label}
          text={fill(c.banner.text, { price: promo.priceText, was: promo.formerPriceText ?? promo.priceText })}
          note={c.banner.note}
          ctaText={c.banner.cta}
          href={promo.href}
        />
      ) : null}
      <PriceCards product="hosting" path={pathname} />
      <ListSection id="includes" title={c.includesTitle} items={c.includes} alt />
      <CardSection id="offers" title={c.offersTitle} items={c.offers} />
      <CardSection id="security" title={c.securityTitle} intro={c.securityIntro} items={c.security} alt />
      <FaqAccordion items={c.faq} />
    </>
  );
}
