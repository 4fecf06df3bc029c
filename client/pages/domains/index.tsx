import { useRef } from 'react';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { perYear, stripOfferPrice, tldPrices } from '../../../content/domains.ts';
import { domainsTexts as t, domainsTrust } from '../../../content/pages/domains.ts';
import {
  domainBenefitsList,
  domainDisclaimer,
  domainInfo,
  domainsFaq,
  domainSteps,
  tldCategories,
  domainsHeroPin,
} from '../../../content/pages/domains.ts';
import { domainRatePlans } from '../../../content/domain-search.ts';
import { RENEWAL_NOTE } from '../../../content/chrome/shell-texts.ts';
import { buyBase, domainCheckoutHref } from '../../../shared/checkout.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore } from '../../store/store-provider.tsx';
import { domainFigure } from '../../../shared/price-text.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { DomainSearch } from '../../components/domain-search/domain-search.tsx';
import { TldPriceText, useTldDataCache, useTldPrice } from '../../components/domain-search/live-prices.tsx';
import { SupportCard } from '../../components/support-card.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { TldCard } from './tld-card.tsx';
import { focusField, usePinnedCta } from '../../components/hero-cta.tsx';
import { DomainOfferStrip } from '../../components/domain-offer-strip.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid, pairs } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { Checks } from '../../components/sections/split-rows.tsx';
import { Steps } from '../../components/sections/steps.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/domains.ts';

/**
 * One row of the price table (decision 312): the first-year price marked as a sale, which is the strip's offer where
 * the strip has one and else the live first-year price (or the spec 8 message), beside the price it renews at, and
 * the extension's register link to domain checkout (spec 7: /checkout/domain?pd=...), through the site's redirect
 * while the page does not know the visitor's code (decision 273).
 */
function PriceRow({ tld, regular }: { tld: keyof typeof domainRatePlans; regular: number }) {
  const { firstYear } = useTldPrice(tld);
  const offer = stripOfferPrice(tld);
  const shown = offer === null ? firstYear : domainFigure(offer);
  const { config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  return (
    <tr>
      <th scope="row">.{tld}</th>
      <td>
        {typeof shown === 'string' ? (
          <>
            <strong>
              {shown}
              {perYear}
            </strong>{' '}
            <span className="badge">{t.saleMark}</span>
          </>
        ) : (
          <TldPriceText tld={tld} />
        )}
      </td>
      <td>
        {domainFigure(regular)}
        {perYear}
      </td>
      <td className="price-table__action">
        <a
          className="button button--secondary"
          href={domainCheckoutHref(buyBase(config.checkoutUrl, promo), domainRatePlans[tld], { promo })}
        >
          {t.register}
          <span className="visually-hidden">{t.registerTld(tld)}</span>
        </a>
      </td>
    </tr>
  );
}

/** /domains (spec 2.5 "Domains"): hero with search, info, offers, prices, extension tabs, four steps, benefits, FAQ, disclaimer. */
export default function DomainsPage({ meta }: PageProps) {
  useTldDataCache();
  const searchRef = useRef<HTMLDivElement>(null);
  usePinnedCta(searchRef, {
    text: domainsHeroPin,
    href: '#domains-search',
    onActivate: () => focusField('domains-search'),
  });
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        className="sk-hero--search"
        cta={
          <div ref={searchRef} className="sk-hero__search">
            <DomainSearch id="domains-search" label={t.searchLabel} />
          </div>
        }
        trust={domainsTrust}
        visual={<ProductVisual id="domains" priority />}
      />
      <ProofSlot kind="people" path={'/domains'} />

      <FeatureGrid
        id="domains-info"
        head={{ title: t.infoTitle }}
        items={pairs(domainInfo)}
        icons={['search', 'settings', 'headphones']}
        variant="list"
      />

      {/* Spec 2.5 "offers": the domain offer strip; its button returns to the search above. */}
      <DomainOfferStrip focusId="domains-search" />

      <Section id="domains-prices" head={{ title: t.pricesTitle, intro: t.pricesIntro }}>
        <div className="table-scroll">
          <table className="price-table">
            <caption className="visually-hidden">{t.pricesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colExtension}</th>
                <th scope="col">{t.colFirstYear}</th>
                <th scope="col">{t.colRegular}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.colRegister}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(tldPrices) as (keyof typeof tldPrices)[]).map((tld) => (
                <PriceRow key={tld} tld={tld} regular={tldPrices[tld].regular} />
              ))}
            </tbody>
          </table>
        </div>
        <p className="fine-print">{RENEWAL_NOTE}</p>
      </Section>

      <Section id="domains-tlds" tone="tint" head={{ title: t.tldsTitle }}>
        <Tabs
          label={t.tldsLabel}
          items={tldCategories.map((c) => ({
            key: c.key,
            label: c.name,
            content: (
              <>
                <h3>{c.header}</h3>
                <p>{c.subhead}</p>
                <ul className="tld-grid">
                  {c.extensions.map((ext) => (
                    <TldCard key={ext} ext={ext} />
                  ))}
                </ul>
              </>
            ),
          }))}
        />
      </Section>

      <Steps
        id="domains-steps"
        tone="sand"
        head={{ title: t.stepsTitle }}
        items={domainSteps.map(([title, text]) => ({ title, text }))}
      />

      <Section id="domains-benefits" head={{ title: t.benefitsTitle }}>
        <Checks items={domainBenefitsList} columns={2} />
      </Section>

      <ProofSlot kind="reviews-strip" />

      <Faq items={domainsFaq} />
      <SupportCard pathname="/domains" />

      <section className="section disclaimer" aria-labelledby="domains-disclaimer">
        <div className="container">
          <h2 id="domains-disclaimer" className="disclaimer__title">
            {t.disclaimerTitle}
          </h2>
          <p className="fine-print">{domainDisclaimer}</p>
        </div>
      </section>
    </>
  );
}
