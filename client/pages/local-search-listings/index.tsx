import { useNavigate } from 'react-router-dom';
import { planByRatePlanId } from '../../../content/plans.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { BusinessSearch } from '../../components/business-search/business-search.tsx';
import { funnelHref, localPlanFromQuery } from '../../components/business-search/funnel.ts';
import { useAppStore } from '../../store/store-provider.tsx';

/** Step 1 of buying local listings: find the business (spec 2.1 query p, pd, direct=1; decision 062). */
export default function LocalSearchPage({ meta, query }: PageProps) {
  const navigate = useNavigate();
  const promo = useAppStore((s) => s.promotion);
  const pd = localPlanFromQuery(query);
  const plan = pd ? planByRatePlanId(pd) : undefined;
  return (
    <section className="hero">
      <div className="container narrow">
        <p className="step-label">Step 1 of 2</p>
        <h1>{meta.h1}</h1>
        <p className="hero__lead">{meta.intro}</p>
        {plan && <p>Plan chosen: Localworks {plan.title}</p>}
        <BusinessSearch
          label="Business name"
          buttonText="Continue"
          onChoose={() =>
            navigate(funnelHref('/local/verify-business', { promo, pd, direct: query.get('direct') === '1' }))
          }
        />
        <p className="fine-print">
          Start typing and choose your business from the list. We use it to match your listings.
        </p>
      </div>
    </section>
  );
}
