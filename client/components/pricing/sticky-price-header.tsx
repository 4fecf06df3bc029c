import { useLayoutEffect, type MouseEvent } from 'react';
import { planGroupTexts, seePlansText } from '../../../content/chrome/plan-texts.ts';
import type { ShownPlan } from './use-plan-views.ts';
import { PlanCta, PriceFigure } from './price-card.tsx';

/** On <html> while the sticky price bar shows (client/styles/chrome.css, pricing.css). */
const PRICE_STICKY_SHOWN = 'price-sticky-shown';

/**
 * The sticky price header (spec 2.4, 4 "Price cards"): fixed to the top of the window once the cards have
 * scrolled out of view above it. It is fixed, so showing it moves nothing else on the page (no layout shift).
 * It sits under the site's sticky header (never over its navigation). Below 1024 px the product name and a "See
 * plans" link show; from 1024 px each plan's name, price and call to action, on one line up to 1920 px. Never in the
 * server's HTML (it would only be hidden there): the price cards load this module once the visitor scrolls.
 */
export default function StickyPriceHeader({
  plans,
  productName,
  targetId,
  visible,
  onCtaClick,
}: {
  plans: readonly ShownPlan[];
  productName: string;
  /** Id of the pricing section that "See plans" returns to. */
  targetId: string;
  visible: boolean;
  /** The same handler as the cards' buttons: a page that keeps the visitor on it (a form) sees the click too. */
  onCtaClick?: (plan: ShownPlan, index: number, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  // The page's scroll padding and the pinned header button follow the bar through a class on <html>, set in the
  // same frame as the bar. An `html:has(.price-sticky:not([hidden]))` selector said the same, but made the browser
  // re-check the whole document at every element the parser inserted (about 100 ms of style work on a throttled
  // phone for /stores). Without scripts the bar never shows, and the class is never needed.
  useLayoutEffect(() => {
    const root = document.documentElement.classList;
    root.toggle(PRICE_STICKY_SHOWN, visible);
    return () => root.remove(PRICE_STICKY_SHOWN);
  }, [visible]);
  return (
    <div className="price-sticky" hidden={!visible} role="region" aria-label={planGroupTexts.summary(productName)}>
      <div className="container price-sticky__inner">
        <p className="price-sticky__name">{productName}</p>
        <ul className="price-sticky__plans">
          {plans.map((p, i) => (
            <li key={p.view.planId} className="price-sticky__plan">
              <div className="price-sticky__summary">
                <span className="price-sticky__title">{p.view.title}</span>
                <PriceFigure view={p.view} className="price-sticky__price" />
              </div>
              <PlanCta
                view={p.view}
                className="button button--primary price-sticky__cta"
                onClick={(e) => onCtaClick?.(p, i, e)}
              />
            </li>
          ))}
        </ul>
        <a className="button button--secondary price-sticky__back" href={`#${targetId}`}>
          {seePlansText}
        </a>
      </div>
    </div>
  );
}
