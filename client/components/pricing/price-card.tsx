import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PlanView } from '../../../shared/plan-view.ts';
import { Icon } from '../sections/icon.tsx';
import { planGroupTexts, tooltipTexts } from '../../../content/chrome/plan-texts.ts';
import {
  aboutPlanLabel,
  planDetailsLabel,
  planDetailsText,
  regularPriceLabel,
  viewAllFeaturesText,
} from '../../../content/chrome/plan-texts.ts';
import { priceAtCheckout, recommendedLabel, RENEWAL_NOTE } from '../../../content/chrome/shell-texts.ts';
import { Tooltip } from '../tooltip.tsx';

export interface PriceCardProps {
  /** Everything the card shows, from shared/plan-view.ts planView(); the card adds no facts of its own. */
  view: PlanView;
  /** Called when "View all features" opens the list (analytics "details"). */
  onDetails?: () => void;
  /** Called when the phone-only "Plan details" button is pressed: the parent opens the detail overlay. */
  onOpenOverlay?: () => void;
  /** Called on a click of the call to action before it navigates; preventDefault() keeps the visitor here. */
  onCtaClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The card grid states the legal lines every card shares (term, renewal, taxes, the asterisk) once in a footnote:
   * the card then leaves them out and shows only its short term beside the price. Without it the card is complete.
   */
  sharedTerms?: boolean;
  /** The short term shown beside the price ("12-month term", "One-time payment"). */
  term?: string;
}

/** Splits the marketing pitches: "As low as" sits before the price, "SAVE" is shown as the percent saving. */
function pitchParts(view: PlanView) {
  const asLowAs = view.marketingPitches.includes('As low as');
  const labels = view.marketingPitches.filter((p) => p !== 'As low as' && p !== 'SAVE');
  return { asLowAs, labels };
}

/** The price line: the figure large, the asterisk on the pages spec 9 names, or the plan's free text. */
export function PriceFigure({ view, className = 'price-card__amount' }: { view: PlanView; className?: string }) {
  if (view.priceText === null) return <p className={className}>{priceAtCheckout}</p>;
  return (
    <p className={className}>
      {view.priceText}
      {view.asterisk && !view.isFree ? (
        <Tooltip
          text={tooltipTexts.asterisk}
          label={aboutPlanLabel(tooltipTexts.asteriskLabel, view.title)}
          className="price-card__asterisk"
        >
          *
        </Tooltip>
      ) : null}
    </p>
  );
}

/** The call to action: a plain link to the checkout site or a redirect of the site, a router link for its pages. */
export function PlanCta({
  view,
  className,
  onClick,
}: {
  view: PlanView;
  className: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const label = `${view.ctaText}, ${view.title} plan`;
  if (view.isCheckout || view.isRedirect) {
    return (
      <a className={className} href={view.href} aria-label={label} onClick={onClick} data-rate-plan={view.ratePlanId}>
        {view.ctaText}
      </a>
    );
  }
  return (
    <Link className={className} to={view.href} aria-label={label} onClick={onClick} data-rate-plan={view.ratePlanId}>
      {view.ctaText}
    </Link>
  );
}

/** Every feature group of a plan (behind "View all features" and in the detail overlay). */
export function FeatureGroups({ view }: { view: PlanView }) {
  return (
    <div className="price-card__groups">
      {view.featureGroups.map((g) => (
        <div key={g.title} className="price-card__group">
          <h4>{g.title}</h4>
          <ul className="price-card__list">
            {g.points.map((p) => (
              <li key={p}>
                <Icon name="check" size={16} />
                {p}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * One plan's price card (spec 3 "Plan card", 2.4, 9 "Price rules"): recommended mark, strike-through price and
 * percent saving where the price data has a discount, the renewal note beside every price, the call to action,
 * the short feature list and the "View all features" toggle (+ / -): a native `<details>`, so it opens from the
 * server HTML before hydration and without scripts (decision 253). Below 568 px a "Plan details" button opens the
 * detail overlay instead of the inline toggle (CSS decides which shows, so the HTML is the same everywhere).
 */
export function PriceCard({ view, onDetails, onOpenOverlay, onCtaClick, sharedTerms = false, term }: PriceCardProps) {
  const id = useId();
  const { asLowAs, labels } = pitchParts(view);
  return (
    <article
      className={`price-card${view.isRecommended ? ' price-card--recommended' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      {view.isRecommended ? <p className="price-card__badge">{recommendedLabel}</p> : null}
      <h3 id={`${id}-title`} className="price-card__title">
        {view.title}
      </h3>
      <p className="price-card__subtitle">{view.subtitle}</p>
      {labels.length > 0 ? <p className="price-card__pitch">{labels.join(' · ')}</p> : null}
      <div className="price-card__price">
        <p className={`price-card__was${view.formerPriceText || asLowAs ? '' : ' price-card__was--empty'}`}>
          {view.formerPriceText ? (
            <>
              <s>
                <span className="visually-hidden">{`${regularPriceLabel} `}</span>
                {view.formerPriceText}
              </s>{' '}
              <Tooltip text={tooltipTexts.save} align="start" className="price-card__saving">
                {view.savingText}
              </Tooltip>
            </>
          ) : asLowAs ? (
            planGroupTexts.asLowAs
          ) : (
            '\u00a0'
          )}
        </p>
        <PriceFigure view={view} />
        {term ? (
          <p className="price-card__term">
            {term}
            {/* One renewal tooltip a card: here when the card leaves its terms to the grid's footnote; none on a
                one-time payment, which does not renew (decision 312). */}
            {sharedTerms && !view.oneTime ? (
              <>
                {' '}
                <Tooltip text={tooltipTexts.renewal} label={aboutPlanLabel(tooltipTexts.renewalLabel, view.title)} />
              </>
            ) : null}
          </p>
        ) : null}
        {view.oneTimeFeeText ? <p className="price-card__fee">{view.oneTimeFeeText}</p> : null}
        {sharedTerms ? null : (
          <>
            <p className="price-card__terms">
              {view.oneTime ? (
                view.termsText
              ) : (
                <>
                  {view.termsText} {RENEWAL_NOTE}{' '}
                  <Tooltip text={tooltipTexts.renewal} label={aboutPlanLabel(tooltipTexts.renewalLabel, view.title)} />
                </>
              )}
            </p>
            <p className="price-card__taxes">{view.taxesAndFees}</p>
          </>
        )}
      </div>
      <PlanCta view={view} className="button button--primary price-card__cta" onClick={onCtaClick} />
      <ul className="price-card__list price-card__features">
        {view.features.map((f) => (
          <li key={f}>
            <Icon name="check" size={16} />
            {f}
          </li>
        ))}
      </ul>
      {view.featureGroups.length > 0 ? (
        <>
          <details
            className="price-card__more"
            onToggle={(e) => {
              if (e.currentTarget.open) onDetails?.();
            }}
          >
            <summary className="price-card__toggle">
              {viewAllFeaturesText}
              <Icon name="plus" size={18} className="price-card__plus" />
              <Icon name="minus" size={18} className="price-card__minus" />
            </summary>
            <FeatureGroups view={view} />
          </details>
          <button
            type="button"
            className="price-card__details"
            onClick={onOpenOverlay}
            aria-label={planDetailsLabel(view.title)}
          >
            {planDetailsText}
          </button>
        </>
      ) : null}
    </article>
  );
}
