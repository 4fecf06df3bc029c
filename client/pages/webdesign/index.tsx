import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppData } from '../../app/data-context.tsx';
import { fillPrices } from '../../../shared/price-text.ts';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { buildPriceNotes } from '../../../content/build-price-notes.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { FeatureGrid } from '../../components/sections/feature-grid.tsx';
import { ProofSlot } from '../../components/proof-slot.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';
import { LeadForm } from '../../components/lead-form/lead-form.tsx';
import { webDesignCatalogue } from '../../../content/catalogue/webdesign.ts';
import { webDesignPlans } from '../../../content/plans/webdesign.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { usOnlyNotice } from '../../../content/lead-form/us-only-notice.ts';
import { WEB_DESIGN_LEAD_TYPE } from '../../../shared/lead-types.ts';
import {
  webDesignFaq,
  webDesignFeatures,
  webDesignHero,
  webDesignPlansTitle,
  webDesignProcess,
  webDesignTeam,
} from '../../../content/pages/webdesign.ts';
import { usePinnedCta } from '../../components/hero-cta.tsx';
import { SupportCard } from '../../components/support-card.tsx';
import { customerCareTexts } from '../../../content/chrome/customer-care-texts.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/webdesign.ts';

/** The consultation form's own page: where the calls to action lead in the server's HTML, before the script runs. */
const CONSULTATION_PAGE = customerCareTexts.consultation.link;

/**
 * A section that swaps its call to action for the lead form and back (spec 4 "Web design page": hero view, form
 * view, thank-you view, closable back). Focus follows: into the form on open, back to the button on close.
 */
function useFormToggle(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    // The button is rendered again on the next commit; focus it then.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  // The call to action is a link to the form's own page; the script opens the form here instead. A click that asks
  // for a new tab or window keeps the link's own behaviour.
  const onLinkClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOpen(true);
  };
  return { open, show: () => setOpen(true), close, buttonRef, onLinkClick };
}

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: webDesignCatalogue, cards: webDesignPlans };

export default function WebDesignPage({ meta }: PageProps) {
  // A refused plain form post comes back to this page: the hero shows the form with the visitor's values.
  const { catalogue, form: echo } = useAppData();
  const hero = useFormToggle(echo?.kind === 'lead' && echo.path === '/webdesign');
  const process = useFormToggle();
  // Spec 4 "Hero": once the hero has scrolled away, its call to action waits in the header and opens the form here.
  const heroRef = useRef<HTMLElement>(null);
  const pinnedHeroAction = () => {
    hero.show();
    heroRef.current?.scrollIntoView({ block: 'start' });
  };
  usePinnedCta(heroRef, { text: webDesignHero.cta, href: '#consultation', onActivate: pinnedHeroAction });

  return (
    <>
      <section className="wd-hero" id="consultation" ref={heroRef}>
        <div className="container wd-hero__inner">
          <div className="wd-hero__text">
            <h1>{meta.h1}</h1>
            {hero.open ? (
              <LeadForm leadType={WEB_DESIGN_LEAD_TYPE} onClose={hero.close} allowAnother autoFocus />
            ) : (
              <>
                <p className="wd-hero__lead">{webDesignHero.lead}</p>
                <ul className="check-list">
                  {webDesignHero.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                <a
                  ref={hero.buttonRef}
                  href={CONSULTATION_PAGE}
                  className="button button--primary button--large"
                  onClick={hero.onLinkClick}
                >
                  {webDesignHero.cta}
                </a>
              </>
            )}
            <p className="us-notice" role="note">
              {usOnlyNotice}
            </p>
          </div>
          {hero.open ? null : (
            <div className="wd-hero__visual">
              <ProductVisual id="webdesign" priority />
            </div>
          )}
        </div>
      </section>
      <ProofSlot kind="people" path={'/webdesign'} />

      <section className="wd-process" aria-labelledby="wd-process-title">
        <div className="container">
          <h2 id="wd-process-title">{webDesignProcess.title}</h2>
          <p className="section-lead">{webDesignProcess.lead}</p>
          <ol className="process-steps">
            {webDesignProcess.steps.map((s, i) => (
              <li key={s.title} className="process-step">
                <span className="process-step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
          <div className="wd-process__form">
            {process.open ? (
              <LeadForm leadType={WEB_DESIGN_LEAD_TYPE} onClose={process.close} allowAnother autoFocus />
            ) : (
              <>
                <p className="people-line">
                  <img {...webDesignTeam.img} alt="" loading="lazy" />
                  {webDesignTeam.caption}
                </p>
                <a
                  ref={process.buttonRef}
                  href={CONSULTATION_PAGE}
                  className="button button--primary"
                  onClick={process.onLinkClick}
                >
                  {webDesignProcess.cta}
                </a>
              </>
            )}
          </div>
        </div>
      </section>

      <PriceCards
        product={sells.product}
        cards={sells.cards}
        path="/webdesign"
        id="plans"
        header={webDesignPlansTitle}
        onPlanSelect={(_plan, event) => {
          // The plans' call to action opens the consultation form in the hero instead of leaving the page.
          event.preventDefault();
          hero.show();
          document.getElementById('consultation')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      >
        {/* Decision 242: /buildmysite prices a build alone as one payment; say why this one differs, and link there. */}
        <p className="sk-price-note">
          {fillPrices(buildPriceNotes.webDesign, catalogue.prices)}{' '}
          <Link to={buildPriceNotes.webDesignLink.to}>{buildPriceNotes.webDesignLink.text}</Link>
        </p>
      </PriceCards>

      <FeatureGrid
        id="wd-features"
        head={{ title: webDesignFeatures.title }}
        items={webDesignFeatures.items}
        icons={webDesignFeatures.items.map((f) => f.icon)}
        columns={2}
        tone="tint"
      />

      <SupportCard pathname="/webdesign" onConsultation={() => pinnedHeroAction()} />

      <Faq items={webDesignFaq} />
    </>
  );
}
