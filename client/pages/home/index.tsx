import { Link } from 'react-router-dom';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { aiDomainSaleCard, domainOfferStrip } from '../../../content/domain-offers.ts';
import { perYear } from '../../../content/chrome/shell-texts.ts';
import {
  domainBenefits,
  helpCardPrices,
  homeFaq,
  homeTexts as t,
  hotDeals,
  trustBand,
} from '../../../content/pages/home.ts';
import { buyBase, checkoutHref, domainCheckoutHref } from '../../../shared/checkout.ts';
import { domainFigure, fillPrices, priceText } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { DomainSearch } from '../../components/domain-search/domain-search.tsx';
import { HelpCards } from '../../components/help-cards.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid, pairs } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Icon, IconTile } from '../../components/sections/icon.tsx';
import { Section } from '../../components/sections/section.tsx';
import { StatsBand } from '../../components/sections/stats-band.tsx';
import { SupportCard } from '../../components/support-card.tsx';
import { HeroScene } from '../../components/hero-scene.tsx';
import { heroScene } from '../../../content/pages/home.ts';
import { useAppStore } from '../../store/store-provider.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/home.ts';

/** Each help card's "from" price, as its content names it. */
function helpCardTexts(prices: ReturnType<typeof useAppData>['catalogue']['prices']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(helpCardPrices)) {
    const filled = priceText(text, prices);
    if (filled) out[key] = filled;
  }
  return out;
}

const Was = ({ children }: { children: string }) => (
  <s>
    <span className="visually-hidden">{t.dealsWas} </span>
    {children}
  </s>
);

/**
 * / (spec 2.5 Home), in the spec's order: the search hero (price chips under the box, the .AI sale card, the domain
 * visual), hot deals, the six help cards as product tiles, why choose us as a trust band, domain benefits,
 * the support card and the FAQ; each in its own form. The hot deals are the hosting offers too (decision 332).
 */
export default function HomePage({ meta, pathname }: PageProps) {
  const { config, catalogue } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const prices = catalogue.prices;
  const aiPrice = priceText(aiDomainSaleCard.price, prices);
  return (
    <>
      <Hero
        className="sk-hero--home sk-hero--search"
        title={meta.h1}
        lead={meta.intro}
        visual={<HeroScene scene={heroScene} />}
        trust={t.heroTrust.map((text, i) => ({ text, icon: (['headphones', 'server', 'award'] as const)[i] }))}
        cta={
          <div className="home-search">
            <DomainSearch id="home-domain" label={t.searchLabel} animate />
            <div className="home-chips">
              <p className="visually-hidden">{t.chipsLabel}</p>
              <ul className="home-chips__list">
                {domainOfferStrip.map((d) => (
                  <li key={d.tld}>
                    <span className="home-chips__tld">.{d.tld.toUpperCase()}</span>{' '}
                    <span className="home-chips__price">{domainFigure(d.price)}*</span>
                  </li>
                ))}
              </ul>
              <p className="home-chips__note">
                {t.chipsNote} <Link to="/domains">{t.allExtensions}</Link>
              </p>
            </div>
          </div>
        }
        aside={
          // spec 2.5: on path / only, .AI was $99.99/yr, now $79.99/yr, first year of a two-year term. A compact
          // card: an offer beside the search, never the largest thing on the screen.
          pathname === '/' && aiPrice ? (
            <div className="ai-card">
              <span className="ai-card__icon">
                <Icon name="sparkles" size={20} />
              </span>
              <p className="ai-card__text">
                <strong>{t.aiTitle}</strong>{' '}
                <span className="ai-card__price">
                  <strong>
                    {aiPrice}
                    {perYear}
                  </strong>{' '}
                  <Was>{`${fillPrices(aiDomainSaleCard.was, prices)}${perYear}`}</Was>
                </span>{' '}
                <span className="ai-card__note">{aiDomainSaleCard.note}</span>
              </p>
              <a
                className="button button--secondary ai-card__cta"
                href={domainCheckoutHref(buyBase(config.checkoutUrl, promo), aiDomainSaleCard.ratePlanId, { promo })}
              >
                {aiDomainSaleCard.ctaText}
              </a>
            </div>
          ) : null
        }
      >
        <ProofSlot kind="hero-reviews" />
      </Hero>

      <Section id="deals" tone="sand" className="home-deals" head={{ eyebrow: t.dealsEyebrow, title: t.dealsTitle }}>
        <ul className="home-deals__list">
          {hotDeals.map((card) => {
            const price = priceText(card.price, prices);
            if (!price) return null;
            const save = priceText(card.save, prices);
            return (
              <li key={card.id} className="home-deal" data-tone={card.backgroundColor}>
                <div className="home-deal__head">
                  <IconTile name={card.imageLink} />
                  <h3>
                    <Link to={card.link}>{card.title}</Link>
                  </h3>
                  <p className="home-deal__sub">{card.subTitle}</p>
                </div>
                <p className="home-deal__price">
                  <strong>{price}</strong>
                  <span>{t.dealsTerm}</span>
                </p>
                {save ? (
                  <p className="home-deal__save">
                    <Was>{fillPrices(card.was, prices)}</Was> <span className="badge">{save}</span>
                  </p>
                ) : null}
                <p className="home-deal__text">{card.description}</p>
                <a
                  className="button button--primary"
                  href={checkoutHref(buyBase(config.checkoutUrl, promo), card.id, { promo })}
                >
                  {card.button}
                </a>
                <Link className="home-deal__more" to={card.link}>
                  {card.more}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="home-deals__note">{t.dealsNote}</p>
      </Section>

      <HelpCards className="home-tiles" intro={t.helpIntro} prices={helpCardTexts(prices)} />

      <StatsBand
        id="why"
        head={{ title: t.whyTitle, intro: t.whyIntro }}
        items={trustBand.map((s, i) => ({
          ...s,
          icon: (['history', 'trending-up', 'server', 'map-pin', 'headphones', 'chart-line'] as const)[i],
        }))}
      />

      <FeatureGrid
        id="benefits"
        head={{ title: t.benefitsTitle, intro: t.benefitsIntro }}
        items={pairs(domainBenefits)}
        icons={['badge-check', 'at-sign', 'shield-check']}
        variant="list"
        columns={3}
      />

      <SupportCard pathname={pathname} />

      <Faq items={homeFaq} />
    </>
  );
}
