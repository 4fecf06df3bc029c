import { useEffect } from 'react';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { featuredRatePlans } from '../../../content/catalogue/featured-rate-plans.ts';
import { hostingCatalogue } from '../../../content/catalogue/hosting.ts';
import { hostingPage as c, hostingTrust } from '../../../content/product-pages/hosting.ts';
import { priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks } from '../../components/sections/split-rows.tsx';
import { trustItems } from '../../components/sections/trust.ts';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { CallCentreCard } from '../../components/call-centre-card.tsx';
import { hostingHelpArticles } from '../../../content/chrome/help-articles/hosting.ts';
import { webHostingPlans } from '../../../content/plans/hosting.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { PromoBanner, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';
import { useRatePlanView } from '../../components/pricing/use-plan-views.ts';
import { pollVariant, readHostingExperiment } from './ab-poll.ts';

/** /hosting (spec 2.5 "Web hosting"). */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: hostingCatalogue, cards: webHostingPlans };

export default function HostingPage({ meta, pathname }: PageProps) {
  const promo = useRatePlanView(featuredRatePlans.hostingBanner, pathname, webHostingPlans);
  const bannerText = priceText(c.banner.text, useAppData().catalogue.prices);
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
      <Hero
        title={meta.h1}
        lead={meta.intro}
        points={c.heroPoints}
        cta={<HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />}
        trust={trustItems(hostingTrust)}
        visual={<ProductVisual id="hosting" priority />}
      />
      {promo && bannerText ? (
        <PromoBanner
          label={c.banner.label}
          text={bannerText}
          note={c.banner.note}
          ctaText={c.banner.cta}
          href={promo.href}
        />
      ) : null}
      <PriceCards product={sells.product} cards={sells.cards} path={pathname}>
        <ProofSlot kind="guarantee" product="hosting" />
      </PriceCards>
      <Section id="includes" tone="tint" head={{ title: c.includesTitle }}>
        <Checks items={c.includes} columns={3} />
      </Section>
      <FeatureGrid
        id="offers"
        head={{ title: c.offersTitle }}
        items={c.offers}
        icons={['badge-check', 'briefcase', 'headphones']}
        variant="list"
      />
      <FeatureGrid
        id="security"
        head={{ title: c.securityTitle, intro: c.securityIntro }}
        items={c.security}
        icons={['lock', 'shield-check', 'shield']}
        tone="ink"
        variant="list"
      />
      <ProofSlot kind="reviews-strip" />
      <Faq items={c.faq} />
      <div className="container cc-slot cc-slot--single">
        <CallCentreCard pathname={pathname} articles={hostingHelpArticles} />
      </div>
    </>
  );
}
