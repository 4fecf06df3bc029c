import { mailPage as c, mailTrust } from '../../../content/product-pages/mail.ts';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { mailCatalogue } from '../../../content/catalogue/mail.ts';
import { priceText } from '../../../shared/price-text.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { useAppData } from '../../app/data-context.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { trustItems } from '../../components/sections/trust.ts';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks } from '../../components/sections/split-rows.tsx';
import { SupportCard } from '../../components/sections/support-card.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { mailPlans } from '../../../content/plans/mail.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';

/** /mail (spec 2.5 "Business email"): from $1.19 per month. */

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: mailCatalogue, cards: mailPlans };

export default function MailPage({ meta, pathname }: PageProps) {
  const { catalogue } = useAppData();
  const from = priceText(c.fromText, catalogue.prices);
  useHashScroll(false);
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        points={c.heroPoints}
        cta={<HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />}
        trust={trustItems(mailTrust)}
        visual={<ProductVisual id="mail" priority />}
      >
        {from ? <p className="sk-hero__from">{from}</p> : null}
      </Hero>
      <PriceCards product={sells.product} cards={sells.cards} path={pathname} />
      <Section id="aliases" tone="tint" head={{ title: c.aliasesTitle, intro: c.aliasesIntro }}>
        <Checks items={c.aliases} columns={2} />
      </Section>
      <FeatureGrid
        id="features"
        head={{ title: c.featuresTitle }}
        items={c.features}
        icons={['at-sign', 'hard-drive', 'shield-check']}
        variant="list"
      />
      <SupportCard
        id="support"
        tone="tint"
        title={c.supportTitle}
        text={c.supportText}
        phone={<PhoneLink pathname={pathname} />}
      />
      <ProofSlot kind="reviews-strip" />
      <Faq items={c.faq} />
    </>
  );
}
