import type { MouseEvent } from 'react';
import { FeatureGroups, PlanCta, PriceFigure } from './price-card.tsx';
import type { ShownPlan } from './use-plan-views.ts';
import { planGroupTexts } from '../../../content/chrome/plan-texts.ts';
import { RENEWAL_NOTE } from '../../../content/chrome/shell-texts.ts';
import { Modal } from '../modal.tsx';

/**
 * A plan's details in a dialog (spec 4 "phone detail overlay"): price, terms, features and the plan's button. Never
 * in the first render: the price cards load this module, with the dialog, when a visitor first opens one.
 */
export default function PlanOverlay({
  plan,
  onClose,
  onCtaClick,
}: {
  plan: ShownPlan;
  onClose: () => void;
  onCtaClick: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { view } = plan;
  return (
    <Modal open onClose={onClose} title={planGroupTexts.details(view.title)} className="plan-overlay">
      <div className="plan-overlay__body">
        <h2 className="plan-overlay__title">{planGroupTexts.details(view.title)}</h2>
        <PriceFigure view={view} />
        <p className="price-card__terms">{view.oneTime ? view.termsText : `${view.termsText} ${RENEWAL_NOTE}`}</p>
        <FeatureGroups view={view} />
        <PlanCta view={view} className="button button--primary price-card__cta" onClick={onCtaClick} />
      </div>
    </Modal>
  );
}
