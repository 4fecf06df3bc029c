import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { localEvents, localFaq, localFeatures } from '../../../content/site-pages/local.ts';
import { localSearchHref } from '../../../shared/checkout.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { BusinessSearch } from '../../components/business-search/business-search.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { isPendingUser } from '../../store/roles.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { EventCards } from './event-cards.tsx';
import { LocalPricing } from './local-pricing.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { focusField, usePinnedCta } from '../../components/hero-cta.tsx';
import { heroPinTexts } from '../../../content/chrome/shared-texts.ts';

export default function LocalPage({ meta, query, pathname }: PageProps) {
  const navigate = useNavigate();
  const promo = useAppStore((s) => s.promotion);
  // spec 6: a pending account does not see the pricing tables (false in the server HTML: the user is not known yet).
  const pending = useAppStore((s) => isPendingUser(s.user));
  // spec 2.5: direct=1 marks a direct buy: the chosen business goes straight to verification.
  const direct = query.get('direct') === '1';
  const searchRef = useRef<HTMLDivElement>(null);
  usePinnedCta(searchRef, { text: heroPinTexts.local, href: '#local-search', onActivate: () => focusField('local-search') });
  const next = (path: string) => {
    const q = new URLSearchParams();
    if (promo) q.set('p', promo);
    if (direct) q.set('direct', '1');
    const s = q.toString();
    navigate(s ? `${path}?${s}` : path);
  };
  return (
    <>
      <PageIntro meta={meta}>
        <div ref={searchRef} id="local-search">
          <BusinessSearch onChoose={() => next(direct ? '/local/verify-business' : '/local/scan-results')} />
        </div>
      </PageIntro>

      <CardSection id="local-features" title="Everything customers see about you, in one place" items={localFeatures} />

      {!pending && <LocalPricing path={pathname} />}

      <section className="section" aria-labelledby="local-plans-links">
        <div className="container">
          <h2 id="local-plans-links">Ready to start?</h2>
          <p>Find your business, check its details and choose a plan.</p>
          <p className="button-row">
            <a className="button button--primary" href={localSearchHref('localworksstd_t12m', promo)}>
              Start with Standard
            </a>
            <a className="button button--secondary" href={localSearchHref('localprem_t12m', promo)}>
              Start with Premium
            </a>
            <Link to="/local/compare-plans">Compare plans</Link>
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="local-events">
        <div className="container">
          <h2 id="local-events">Share your events everywhere at once</h2>
          <EventCards events={localEvents} />
        </div>
      </section>

      <FaqAccordion items={localFaq} />
    </>
  );
}
