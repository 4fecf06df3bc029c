import { plans } from '../../../content/plans.ts';
import { planView } from '../../../shared/plan-view.ts';
import { visiblePlans } from '../../../shared/plan-view.ts';
import type { PlanCard } from '../../../shared/catalogue-types.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore } from '../../store/store-provider.tsx';

type DesignPlanId = 'difmstandard' | 'difmpremium' | 'difmstdaddon' | 'difmpremaddon';

interface DesignPlansProps {
  planIds: readonly DesignPlanId[];
  path: string;
  /** The card's button selects the plan here instead of following its link (spec 4 "Build-my-site page"). */
  onSelect: (card: PlanCard) => void;
  selectedPlanId?: string | null;
}

/**
 * The website-design plan cards (prices from the catalogue snapshot, so they are in the server HTML). Their
 * buttons open or fill the consultation form on the same page instead of going to checkout.
 */
export function DesignPlans({ planIds, path, onSelect, selectedPlanId }: DesignPlansProps) {
  const { catalogue, config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const shown = visiblePlans(planIds, catalogue);
  return (
    <ul className="design-plans">
      {shown.map((id) => {
        const card = plans[id] as PlanCard;
        const view = planView(card, catalogue.prices[card.ratePlanId], { path, promo, checkoutUrl: config.checkoutUrl });
        const selected = selectedPlanId === id;
        return (
          <li key={id} className={`design-plan${view.isRecommended ? ' design-plan--recommended' : ''}${selected ? ' design-plan--selected' : ''}`}>
            <h3 className="design-plan__title">{view.title}</h3>
            {view.isRecommended ? <p className="design-plan__badge">Most popular</p> : null}
            <p className="design-plan__subtitle">{view.subtitle}</p>
            {view.marketingPitches.length > 0 ? <p className="design-plan__pitch">{view.marketingPitches.join(' · ')}</p> : null}
            <p className="design-plan__price">
              {view.formerPriceText ? (
                <>
                  <s>
                    <span className="visually-hidden">Was </span>
                    {view.formerPriceText}
                  </s>{' '}
                </>
              ) : null}
              <strong>{view.priceText}</strong>
            </p>
            {view.oneTimeFeeText ? <p className="design-plan__fee">{view.oneTimeFeeText}</p> : null}
            <p className="design-plan__terms">{view.termsText}</p>
            <ul className="design-plan__features">
              {view.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--primary"
              aria-label={`${view.ctaText}: ${view.title} plan`}
              aria-pressed={selectedPlanId === undefined ? undefined : selected}
              onClick={() => onSelect(card)}
            >
              {view.ctaText}
            </button>
            <p className="design-plan__taxes">
              {view.taxesAndFees} {view.renewalNote}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
