import { useRef } from 'react';
import { heroPinTexts } from '../../../content/chrome/shared-texts.ts';
import { liveTlds, tldPrices } from '../../../content/domains.ts';
import {
  domainBenefitsList, domainDisclaimer, domainInfo, domainsFaq, domainSteps, tldCategories,
} from '../../../content/site-pages/domains.ts';
import { formatPrice, RENEWAL_NOTE } from '../../../shared/price-rules.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { DomainSearch } from '../../components/domain-search/domain-search.tsx';
import { useLiveTldPrices } from '../../components/domain-search/live-prices.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { TldCard } from './tld-card.tsx';
import { focusField, usePinnedCta } from '../../components/hero-cta.tsx';
import { DomainOfferStrip } from '../../components/domain-offer-strip.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { CardSection } from '../../components/card-section.tsx';

export default function DomainsPage({ meta }: PageProps) {
  const live = useLiveTldPrices();
  const searchRef = useRef<HTMLDivElement>(null);
  usePinnedCta(searchRef, { text: heroPinTexts.domains, href: '#domains-search', onActivate: () => focusField('domains-search') });
  return (
    <>
      <PageIntro meta={meta}>
        <div ref={searchRef}>
          <DomainSearch id="domains-search" label="Search for a domain name" />
        </div>
      </PageIntro>

      <CardSection id="domains-info" title="Everything you need to claim your name" items={domainInfo} />

      {/* Spec 2.5 "offers": the domain offer strip; its button returns to the search above. */}
      <DomainOfferStrip link="#domains-search" />

      <section className="section section--alt" aria-labelledby="domains-prices">
        <div className="container">
          <h2 id="domains-prices">Domain prices</h2>
          <p className="section__intro">First-year sale prices and regular yearly prices of popular extensions.</p>
          <div className="table-scroll">
            <table className="price-table">
              <caption className="visually-hidden">Domain prices per year</caption>
              <thead>
                <tr>
                  <th scope="col">Extension</th>
                  <th scope="col">First year (sale)</th>
                  <th scope="col">Regular price</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(tldPrices).map(([tld, p]) => (
                  <tr key={tld}>
                    <th scope="row">.{tld}</th>
                    <td>
                      <strong>{formatPrice(p.sale)}/yr</strong>
                    </td>
                    <td>{formatPrice(p.regular)}/yr</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="fine-print">{RENEWAL_NOTE}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="domains-tlds">
        <div className="container">
          <h2 id="domains-tlds">Find the right extension</h2>
          <Tabs
            label="Domain extension categories"
            items={tldCategories.map((c) => ({
              key: c.key,
              label: c.name,
              content: (
                <>
                  <h3>{c.header}</h3>
                  <p>{c.subhead}</p>
                  <ul className="tld-grid">
                    {c.extensions.map((ext) => (
                      <TldCard key={ext} ext={ext} live={(liveTlds as readonly string[]).includes(ext) ? live : { status: 'ok', prices: {} }} />
                    ))}
                  </ul>
                </>
              ),
            }))}
          />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="domains-steps">
        <div className="container">
          <h2 id="domains-steps">Get your domain in four steps</h2>
          <ol className="steps">
            {domainSteps.map(([title, text]) => (
              <li key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="domains-benefits">
        <div className="container">
          <h2 id="domains-benefits">What a domain does for your business</h2>
          <ul className="check-list-plain">
            {domainBenefitsList.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </section>

      <FaqAccordion items={domainsFaq} />

      <section className="section disclaimer" aria-labelledby="domains-disclaimer">
        <div className="container">
          <h2 id="domains-disclaimer" className="disclaimer__title">Disclaimer</h2>
          <p className="fine-print">{domainDisclaimer}</p>
        </div>
      </section>
    </>
  );
}
