import { useNavigate } from 'react-router-dom';
import { planByRatePlanId } from '../../../content/plans.ts';
import { localSearchTexts as t } from '../../../content/pages/local-search.ts';
import type { Place } from '../../../shared/place.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { BusinessSearch } from '../../components/business-search/business-search.tsx';
import { funnelHref, localPlanFromQuery } from '../../components/business-search/funnel.ts';
import { PlaceChoice } from '../../components/business-search/place-choice.tsx';
import { placeAddress } from '../../components/business-search/rules.ts';
import { useAppStore } from '../../store/store-provider.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/local-search.ts';

/**
 * Step 1 of buying local listings: find the business (spec 2.1 query p, pd, direct=1; decision 062). A search sent
 * without JavaScript comes back here with `q`: the server lists the matches, each a button that posts the business
 * to the next step (decisions 251, 278).
 */
export default function LocalSearchPage({ meta, query }: PageProps) {
  const navigate = useNavigate();
  const data = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const pd = localPlanFromQuery(query);
  const direct = query.get('direct') === '1';
  const plan = pd ? planByRatePlanId(pd) : undefined;
  const q = query.get('q');
  // The server's matches belong to the address it rendered; a later client navigation starts a fresh search.
  const found = q && data.places?.q === q ? data.places.results : null;
  // From the /local hero (not a direct buy) the next step is the free report, else verification.
  const next = query.get('next') === 'scan' && !direct ? '/local/scan-results' : '/local/verify-business';
  const sendWith: Record<string, string> = {};
  if (pd) sendWith.pd = pd;
  if (direct) sendWith.direct = '1';
  if (next === '/local/scan-results') sendWith.next = 'scan';
  const nextHref = funnelHref(next, { promo, pd, direct });
  const typed: Place = { name: q?.trim() ?? '', address: '', city: '', state: '', zip: '', phone: '' };
  return (
    <section className="hero">
      <div className="container narrow">
        <p className="step-label">{t.step}</p>
        <h1>{meta.h1}</h1>
        <p className="hero__lead">{meta.intro}</p>
        {plan && (
          <p>
            {t.planChosen}
            {plan.title}
          </p>
        )}
        <BusinessSearch
          label={t.searchLabel}
          buttonText={t.searchButton}
          sendWith={sendWith}
          initialValue={found ? (q ?? '') : ''}
          onChoose={() => navigate(nextHref)}
        />
        {found ? (
          <section className="business-results" aria-labelledby="business-results-title">
            <h2 id="business-results-title">{t.resultsTitle(q?.trim() ?? '')}</h2>
            {found.length > 0 ? (
              <ul className="business-results__list">
                {found.map((p, i) => (
                  <li key={`${p.name}-${i}`} className="business-results__item">
                    <span className="business-results__name">{p.name}</span>
                    <span className="business-results__address">{placeAddress(p)}</span>
                    <PlaceChoice
                      place={p}
                      to={nextHref}
                      className="button button--secondary"
                      label={t.chooseLabel(p.name)}
                    >
                      {t.choose}
                    </PlaceChoice>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t.noResults}</p>
            )}
            <PlaceChoice place={typed} to={nextHref} className="link-button">
              {t.continueAsTyped(q?.trim() ?? '')}
            </PlaceChoice>
          </section>
        ) : null}
        <p className="fine-print">{t.hint}</p>
      </div>
    </section>
  );
}
