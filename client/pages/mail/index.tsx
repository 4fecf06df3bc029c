import { mailPage as c } from '../../../content/product-pages/mail.ts';
import { fill } from '../../../content/product-pages/types.ts';
import { productCatalogues } from '../../../content/catalogue.ts';
import { startingPriceText } from '../../../shared/plan-view.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { useAppData } from '../../app/data-context.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { CardSection, ListSection, ProductHero, scrollToId, useHashScroll } from '../../components/pricing/product-sections.tsx';
import { HeroCta } from '../../components/hero-cta.tsx';

/** /mail (spec 2.5 "Business email"): from $1.19 per month. */
export default function MailPage({ meta, pathname }: PageProps) {
  const { catalogue } = useAppData();
  const from = startingPriceText(productCatalogues.mail, catalogue.prices);
  useHashScroll(false);
  return (
    <>
      <ProductHero meta={meta} points={c.heroPoints} tone="#0b6b8a">
        <HeroCta text={c.heroCta} href="#pricing" onActivate={() => scrollToId('pricing')} />
        {from ? <p className="pp-hero__from">{fill(c.fromText, { price: from.replace(/^from /, '') })}</p> : null}
      </ProductHero>
      <PriceCards product="mail" path={pathname} />
      <ListSection id="aliases" title={c.aliasesTitle} intro={c.aliasesIntro} items={c.aliases} alt />
      <CardSection id="features" title={c.featuresTitle} items={c.features} />
      <section className="pp-section pp-section--alt" id="support" aria-label={c.supportTitle}>
        <div className="container">
          <h2>{c.supportTitle}</h2>
          <p>{c.supportText}</p>
          <PhoneLink pathname={pathname} />
        </div>
      </section>
      <FaqAccordion items={c.faq} />
    </>
  );
}
