import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps, SoldPlans } from '../../app/page-contract.ts';
import { buildMySiteHeroCta } from '../../../content/pages/buildmysite.ts';
import { buildPriceNotes } from '../../../content/build-price-notes.ts';
import { Faq } from '../../components/sections/faq.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { HeroScene } from '../../components/hero-scene.tsx';
import { heroScene } from '../../../content/pages/buildmysite.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { SupportCard } from '../../components/support-card.tsx';
import { LeadForm } from '../../components/lead-form/lead-form.tsx';
import { buildMySiteCatalogue } from '../../../content/catalogue/buildmysite.ts';
import { buildMySitePlans } from '../../../content/plans/webdesign.ts';
import { PriceCards } from '../../components/pricing/price-cards.tsx';
import { buildMySiteFaq, buildMySitePlanNames, buildMySiteText } from '../../../content/pages/buildmysite.ts';
import { DEFAULT_BUILD_MY_SITE_LEAD_TYPE, leadTypeForPlan } from '../../../shared/lead-types.ts';
import { fillPrices } from '../../../shared/price-text.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useFormEcho } from '../../components/form-kit/form-echo.ts';
import { echoText, SENT_QUERY } from '../../../shared/form-echo.ts';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/buildmysite.ts';

type BuildLeadType = keyof typeof buildMySitePlanNames;
const LEAD_TYPE_OPTIONS = Object.keys(buildMySitePlanNames) as BuildLeadType[];

/** The plans this page sells (its price cards and its Product data). */
export const sells: SoldPlans = { product: buildMySiteCatalogue, cards: buildMySitePlans };

export default function BuildMySitePage({ meta, pathname, query }: PageProps) {
  const echo = useFormEcho('lead');
  const echoedType = echoText(echo?.values, 'leadType');
  const [leadType, setLeadType] = useState<BuildLeadType>(
    (LEAD_TYPE_OPTIONS as string[]).includes(echoedType)
      ? (echoedType as BuildLeadType)
      : (DEFAULT_BUILD_MY_SITE_LEAD_TYPE as BuildLeadType),
  );
  const planSelectRef = useRef<HTMLSelectElement>(null);
  const { catalogue } = useAppData();

  return (
    <>
      <Hero
        title={meta.h1}
        lead={meta.intro}
        visual={<HeroScene scene={heroScene} />}
        cta={
          <a className="button button--primary" href="#plans">
            {buildMySiteHeroCta}
          </a>
        }
      />

      <PriceCards
        product={sells.product}
        cards={sells.cards}
        path={pathname}
        id="plans"
        header={buildMySiteText.plansTitle}
        subtitle={fillPrices(buildMySiteText.plansLead, catalogue.prices)}
        onPlanSelect={(plan, event) => {
          // spec 4 "Build-my-site page": a plan click sets the lead type and scrolls to the consultation form.
          event.preventDefault();
          setLeadType(leadTypeForPlan(plan.card.planId) as BuildLeadType);
          document.getElementById('consultation')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          planSelectRef.current?.focus({ preventScroll: true });
        }}
      >
        {/* Decision 242: the same kind of expert build is priced differently on /webdesign; say why, and link there. */}
        <p className="sk-price-note">
          {/* One flex item, so the link flows with the sentence instead of shrinking into a column beside it. */}
          <span>
            {fillPrices(buildPriceNotes.buildMySite, catalogue.prices)}{' '}
            <Link to={buildPriceNotes.buildMySiteLink.to}>{buildPriceNotes.buildMySiteLink.text}</Link>
          </span>
        </p>
      </PriceCards>

      <section className="bms-call-ribbon" aria-label={buildMySiteText.ribbonLabel}>
        <div className="container">
          <p>
            <strong>{buildMySiteText.ribbonTitle}</strong> {buildMySiteText.ribbonText}
          </p>
          <PhoneLink pathname={pathname} />
        </div>
      </section>

      <SupportCard pathname={pathname} consultationHref="#consultation" />

      <section className="bms-section" id="consultation" aria-labelledby="bms-form-title">
        <div className="container bms-form">
          <h2 id="bms-form-title">{buildMySiteText.formTitle}</h2>
          <p className="section-lead">{buildMySiteText.formLead}</p>
          <LeadForm
            leadType={leadType}
            title={buildMySiteText.formPartTitle}
            allowAnother
            // Inside the form, so the plan posts with it without the script and goes when the thank-you replaces it.
            leading={
              <div className="field bms-form__plan">
                <label htmlFor="bms-plan">{buildMySiteText.selectedPlan}</label>
                <select
                  id="bms-plan"
                  name="leadType"
                  ref={planSelectRef}
                  value={leadType}
                  onChange={(e) => {
                    setLeadType(e.target.value as BuildLeadType);
                  }}
                >
                  {LEAD_TYPE_OPTIONS.map((t) => (
                    <option key={t} value={t}>
                      {buildMySitePlanNames[t]}
                    </option>
                  ))}
                </select>
              </div>
            }
            sent={query.get(SENT_QUERY) === '1'}
          />
        </div>
      </section>

      {/* The way to build it yourself is a band of its own, across the page, with its call as a button. */}
      <Section id="bms-diy" tone="tint" head={{ title: buildMySiteText.diyTitle, intro: buildMySiteText.diyText }}>
        <Link className="button button--secondary" to="/buildmyself">
          {buildMySiteText.diyLink}
        </Link>
      </Section>

      <Faq items={buildMySiteFaq} />
    </>
  );
}
