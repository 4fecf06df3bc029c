import { Link } from 'react-router-dom';
import { planByRatePlanId } from '../../../content/plans.ts';
import { localVerifyTexts as t } from '../../../content/pages/local-verify.ts';
import { buyBase, checkoutHref } from '../../../shared/checkout.ts';
import { useAppData } from '../../app/data-context.tsx';
import type { PageProps } from '../../app/page-contract.ts';
import { funnelHref, localPlanFromQuery } from '../../components/business-search/funnel.ts';
import { useStoredPlace } from '../../components/business-search/use-stored-place.ts';
import { useAppStore } from '../../store/store-provider.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/local-verify.ts';

/** Step 2: confirm the business chosen in step 1, read from sessionStorage after hydration (decision 062). */
export default function LocalVerifyPage({ meta, query }: PageProps) {
  const { config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const pd = localPlanFromQuery(query);
  const direct = query.get('direct') === '1';
  const plan = pd ? planByRatePlanId(pd) : undefined;
  const place = useStoredPlace();
  const searchAgain = funnelHref('/local/search-listings', { promo, pd, direct });
  return (
    <section className="hero">
      <div className="container narrow">
        <p className="step-label">{t.step}</p>
        <h1>{meta.h1}</h1>
        <p className="hero__lead">{meta.intro}</p>
        <div className="card verify-card" aria-live="polite">
          {place === 'loading' ? (
            <p>{t.loading}</p>
          ) : place === null ? (
            <>
              <p>{t.noBusiness}</p>
              <Link className="button button--primary" to={searchAgain}>
                {t.findLink}
              </Link>
            </>
          ) : (
            <>
              <h2 className="verify-card__name">{place.name}</h2>
              <dl className="details">
                <dt>{t.address}</dt>
                <dd>
                  {[place.address, place.city, [place.state, place.zip].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', ') || t.notGiven}
                </dd>
                <dt>{t.phone}</dt>
                <dd>{place.phone || t.notGiven}</dd>
                {plan && (
                  <>
                    <dt>{t.plan}</dt>
                    <dd>
                      {t.planName}
                      {plan.title}
                    </dd>
                  </>
                )}
              </dl>
              <p className="button-row">
                {pd ? (
                  <a
                    className="button button--primary"
                    href={checkoutHref(buyBase(config.checkoutUrl, promo), pd, { promo })}
                  >
                    {t.checkoutCta}
                  </a>
                ) : (
                  <Link className="button button--primary" to="/local/compare-plans">
                    {t.choosePlanCta}
                  </Link>
                )}
                <Link to={searchAgain}>{t.searchAgain}</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
