import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { localEvents, localFaq, localFeatureIcons, localFeatures, localHeroPin } from '../../../content/pages/local.ts';
import { localRatePlans } from '../../../content/plans/local-rate-plans.ts';
import { localSearchBase, localSearchHref } from '../../../shared/checkout.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { BusinessSearch } from '../../components/business-search/business-search.tsx';
import { isPendingUser } from '../../store/roles.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { EventCards } from './event-cards.tsx';
import { LocalPricing } from './local-pricing.tsx';

export { sells } from './local-pricing.tsx';
import { localTexts as t, localTrust } from '../../../content/pages/local.ts';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid, pairs } from '../../components/sections/feature-grid.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { focusField, usePinnedCta } from '../../components/hero-cta.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/local.ts';

export default function LocalPage({ meta, query, pathname }: PageProps) {
  const navigate = useNavigate();
  const promo = useAppStore((s) => s.promotion);
  // The plan links lead through the site's redirect until the browser has read the promotion cookie (decision 287).
  const ready = useAppStore((s) => s.ready);
  const searchBase = localSearchBase(promo, ready);
  // spec 6: a pending account does not see the pricing tables (false in the server HTML: the user is not known yet).
  const pending = useAppStore((s) => isPendingUser(s.user));
  // spec 2.5: direct=1 marks a direct buy: the chosen business goes straight to verification.
  const direct = query.get('direct') === '1';
  const searchRef = useRef<HTMLDivElement>(null);
  usePinnedCta(searchRef, {
    text: localHeroPin,
    href: '#local-search',
    onActivate: () => focusField('local-search'),
  });
  const next = (path: string) => {
    const q = new URLSearchParams();
    if (promo) q.set('p', promo);
    if (direct) q.set('direct', '1');
    const s = q.toString();
    navigate(s ? `${path}?${s}` : path);
  };
  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        cta={
          <div ref={searchRef} id="local-search" className="sk-hero__search">
            <BusinessSearch
              onChoose={() => next(direct ? '/local/verify-business' : '/local/scan-results')}
              sendWith={direct ? { direct: '1' } : { next: 'scan' }}
            />
          </div>
        }
        trust={localTrust}
        visual={<ProductVisual id="local" priority />}
      />
      <ProofSlot kind="people" path={pathname} />

      <FeatureGrid
        id="local-features"
        head={{ title: t.featuresTitle }}
        items={pairs(localFeatures)}
        icons={localFeatureIcons}
        tone="tint"
      />

      {!pending && <LocalPricing path={pathname} />}

      <CtaBand id="local-plans-links" title={t.startTitle} text={t.startText}>
        <a className="button button--primary" href={localSearchHref(localRatePlans.standard, promo, searchBase)}>
          {t.startStandard}
        </a>
        <a className="button button--secondary" href={localSearchHref(localRatePlans.premium, promo, searchBase)}>
          {t.startPremium}
        </a>
        <Link to="/local/compare-plans">{t.compare}</Link>
      </CtaBand>

      <Section id="local-events" tone="sand" head={{ title: t.eventsTitle }}>
        <EventCards events={localEvents} />
      </Section>

      <Faq items={localFaq} />
    </>
  );
}
