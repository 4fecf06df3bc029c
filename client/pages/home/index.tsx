import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { domainBenefits, homeFaq, hostingOffers, hotDeals, whyChoose } from '../../../content/site-pages/home.ts';
import { checkoutHref, domainCheckoutHref } from '../../../shared/checkout.ts';
import { discountPercent, formatPrice, perMonth } from '../../../shared/price-rules.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-registry.ts';
import { DomainSearch } from '../../components/domain-search/domain-search.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { HelpCards } from '../../components/help-cards.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { useAppStore } from '../../store/store-provider.tsx';
import { PageIntro } from '../../components/page-intro.tsx';

// The home chunk must stay a few KB gzipped (the page's JS budget is 100 KB): plain markup, no icon library.
const Sec = ({ id, title, alt, children }: { id: string; title: string; alt?: boolean; children: ReactNode }) => (
  <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
    <div className="container">
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  </section>
);

const Was = ({ children }: { children: string }) => (
  <s>
    <span className="visually-hidden">was </span>
    {children}
  </s>
);

export default function HomePage({ meta, pathname }: PageProps) {
  const { config, catalogue } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const prices = catalogue.prices;
  const ai = prices.yd2a_t24m?.termDisplayPrice;
  const aiRegular = ai ? perMonth(ai.price, 2) : 0; // the two-year list price, per year
  return (
    <>
      <PageIntro meta={meta}>
        <DomainSearch id="home-domain" label="Search for a domain name" animate />
        {/* spec 2.5: on path / only, .AI was $99.99/yr, now $79.99/yr, first year of a two-year term. */}
        {pathname === '/' && ai && (
          <div className="ai-card">
            <p>
              <strong>.AI domains on sale</strong>
            </p>
            <p className="price">
              <strong>{formatPrice(aiRegular - ai.discount)}/yr</strong> <Was>{`${formatPrice(aiRegular)}/yr`}</Was>
            </p>
            <p>First year of a two-year subscription.</p>
            <a className="button button--primary" href={domainCheckoutHref(config.checkoutUrl, 'yd2a_t24m', { promo })}>
              Get your .AI domain
            </a>
          </div>
        )}
      </PageIntro>

      <Sec id="deals" title="Hot deals">
        <ul className="card-grid">
          {hotDeals.map(([title, id]) => {
            const t = prices[id]?.termDisplayPrice;
            if (!t) return null;
            const save = discountPercent(t.discount, t.price);
            return (
              <li key={id} className="card">
                <h3>{title}</h3>
                <p className="price">
                  <strong>{formatPrice(t.unitPricePerMonth)}/mo</strong>{' '}
                  {save > 0 && (
                    <>
                      <Was>{`${formatPrice(perMonth(t.price, 12))}/mo`}</Was> <span className="badge">SAVE {save}%</span>
                    </>
                  )}
                </p>
                <p className="fine-print">12-month term. Prices renew at the then-current rate.</p>
                <a className="button button--primary" href={checkoutHref(config.checkoutUrl, id, { promo })}>
                  Get {title}
                </a>
              </li>
            );
          })}
        </ul>
      </Sec>

      <HelpCards />

      <Sec id="why" title="Why small businesses choose us" alt>
        <ul className="stats">
          {whyChoose.map(([n, label]) => (
            <li key={n}>
              <strong>{n}</strong> {label}
            </li>
          ))}
        </ul>
      </Sec>

      <Sec id="benefits" title="Why your business needs a domain">
        <Cards items={domainBenefits} />
      </Sec>

      <Sec id="hosting" title="Hosting for every kind of site" alt>
        <Cards items={hostingOffers} />
      </Sec>

      <Sec id="support" title="Talk to a real person, 24/7">
        <p>
          Questions about domains, hosting or your website? Call <PhoneLink pathname={pathname} />.
        </p>
      </Sec>

      <FaqAccordion items={homeFaq} />
    </>
  );
}

function Cards({ items }: { items: ReadonlyArray<readonly [string, string, string?, string?]> }) {
  return (
    <ul className="card-grid">
      {items.map(([title, text, to, cta]) => (
        <li key={title} className="card">
          <h3>{title}</h3>
          <p>{text}</p>
          {to && (
            <Link className="button button--secondary" to={to}>
              {cta}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
