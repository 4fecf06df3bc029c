import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { nextPlansLabel, previousPlansLabel } from '../../../content/chrome/plan-texts.ts';
import type { ProductCatalogueConfig } from '../../../shared/catalogue-types.ts';
import type { UpgradeQuery } from '../../../shared/checkout.ts';
import { RENEWAL_NOTE } from '../../../shared/price-rules.ts';
import { track } from '../../analytics/events.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { nearestCard, PRICE_CAROUSEL, scrollEdges } from './carousel.ts';
import { FeatureGroups, PlanCta, PriceCard, PriceFigure } from './price-card.tsx';
import { PlanComparison } from './plan-comparison-slot.tsx';
import { StickyPriceHeader } from './sticky-price-header.tsx';
import { analyticsPrice, usePlanViews, type PlanCards, type ShownPlan } from './use-plan-views.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';

// The plan details dialog is never in the first render: its code loads when a visitor first opens one.
const Modal = lazy(() => import('../modal.tsx').then((m) => ({ default: m.Modal })));

export interface PriceCardsProps {
  /** The product catalogue config (content/catalogue.ts, e.g. hostingCatalogue): which plans, header, list name. */
  product: ProductCatalogueConfig;
  /** The product's plan cards (content/plans/<product>.ts): the page loads only its own. */
  cards: PlanCards;
  /** Path of the page: decides the asterisk (spec 9) and the newPlanInfo cache entry (spec 7). */
  path: string;
  /** Section id: the target of "Choose plan" buttons and of the sticky header's "See plans". Default "pricing". */
  id?: string;
  /** The websites upgrade flow query: plan buttons then carry order_website / order_external_id / order_directbuy. */
  upgrade?: UpgradeQuery;
  /** Blank pricing header (spec 4 upgrade flow): the heading is kept for screen readers only. */
  blankHeader?: boolean;
  /** Replaces the catalogue header text. */
  header?: string;
  /** Replaces the catalogue subtitle. */
  subtitle?: ReactNode;
  /** Show the sticky price header once the cards scroll out of view (default true). */
  sticky?: boolean;
  /**
   * Called when a plan's call to action is clicked, after the analytics product click. Call
   * event.preventDefault() to stay on the page (e.g. build-my-site: select the lead type and scroll to the form;
   * the card's leadType gives the lead type).
   */
  onPlanSelect?: (plan: ShownPlan, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Extra content under the cards (e.g. a starter link). */
  children?: ReactNode;
}

const ASTERISK_NOTE = `* Price for the first term. ${RENEWAL_NOTE}`;

/** Where each card of the track starts, from the first card's start (the offsets ignore the scroll). */
const cardStarts = (el: HTMLElement) =>
  [...el.children].map((s) => (s as HTMLElement).offsetLeft - (el.firstElementChild as HTMLElement).offsetLeft);

/** The short term beside a card's price: "12-month term", or "One-time payment" for one-time products. */
export function termLabel(card: ShownPlan['card']): string | undefined {
  if (card.hideRecurringPrice) return 'One-time payment';
  const months = card.frequencies[0]?.months;
  return months ? `${months}-month term` : undefined;
}

/**
 * The legal lines every card of the grid shares, stated once under it (docs/decisions/100-plan-card-footnote.md):
 * the asterisk's meaning, the common terms text, the renewal rule when any plan renews, the taxes. null when the
 * cards' terms differ; each card then keeps its own lines.
 */
export function sharedFootnote(plans: readonly ShownPlan[]): { asterisk: string | null; terms: string } | null {
  if (plans.length === 0) return null;
  const first = plans[0].card;
  if (plans.some((p) => p.card.termsText !== first.termsText || p.card.taxesAndFees !== first.taxesAndFees))
    return null;
  const asterisk = plans.some((p) => p.view.asterisk && !p.view.isFree && p.view.priceText !== null)
    ? ASTERISK_NOTE
    : null;
  const renews = plans.some((p) => !p.card.hideRecurringPrice);
  const terms = [first.termsText, renews && !asterisk ? RENEWAL_NOTE : null, first.taxesAndFees]
    .filter(Boolean)
    .join(' ');
  return { asterisk, terms };
}

/**
 * The price cards of a product (spec 2.4, 3, 4, 9): every visible plan in the server HTML, a CSS-first carousel
 * (1 card below 568 px, 2 from 568, 3 from 1024; the buttons page with an 800 ms fade), the phone detail
 * overlay, the sticky price header, analytics (impression, product click, details) and the background refresh
 * of the newPlanInfo cache.
 */
export function PriceCards({
  product,
  cards,
  path,
  id = 'pricing',
  upgrade,
  blankHeader = false,
  header,
  subtitle,
  sticky = true,
  onPlanSelect,
  children,
}: PriceCardsProps) {
  const cfg = product;
  const plans = usePlanViews(cfg, { path, upgrade, cards });
  const promo = useAppStore((s) => s.promotion);
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [position, setPosition] = useState(1);
  const [overlay, setOverlay] = useState<number | null>(null);
  const [stuck, setStuck] = useState(false);
  const asterisk = plans.some((p) => p.view.asterisk && !p.view.isFree);
  const footnote = sharedFootnote(plans);
  const footnoteId = `${headingId}-terms`;

  const item = (p: ShownPlan, i: number) => ({
    id: p.view.ratePlanId,
    name: p.view.title,
    price: analyticsPrice(p),
    position: i + 1,
  });

  const onCta = (p: ShownPlan, i: number, e?: MouseEvent<HTMLAnchorElement>) => {
    track({ event: 'productClick', listName: cfg.listName, item: item(p, i) });
    if (e) onPlanSelect?.(p, e);
  };
  const onDetails = (p: ShownPlan) => {
    if (cfg.trackDetails)
      track({
        event: 'details',
        listName: cfg.listName,
        item: { id: p.view.ratePlanId, name: p.view.title, price: analyticsPrice(p) },
      });
  };

  // The sticky header shows while the cards are above the window. A scroll listener, not an IntersectionObserver:
  // a jump from below the cards to below the fold past them (an anchor link, End) never crosses an intersection
  // threshold, so an observer would not report it.
  useEffect(() => {
    const el = trackRef.current;
    if (!el || !sticky) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setStuck(el.getBoundingClientRect().bottom < 0));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [sticky]);

  // Impression once the cards are seen.
  useEffect(() => {
    const el = trackRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let seen = false;
    const io = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting && !seen) {
        seen = true;
        if (cfg.trackImpression) track({ event: 'impression', listName: cfg.listName, items: plans.map(item) });
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [cfg, plans]);

  // Paging buttons follow the scroll position (swipes included).
  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setEdges(scrollEdges(el.scrollLeft, el.clientWidth, el.scrollWidth));
        setPosition(nearestCard(el.scrollLeft, cardStarts(el)));
      });
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [plans.length]);

  // spec 7: refresh this path's newPlanInfo entry in the background; it never changes what is shown.
  useEffect(() => {
    if (typeof window === 'undefined' || typeof localStorage === 'undefined') return;
    const ids = plans.map((p) => p.view.ratePlanId);
    // Loaded on demand: the refresh runs when the browser is idle, so its code stays out of the page's first load.
    const run = () =>
      void import('./plan-info.ts').then(({ refreshPlanInfo }) =>
        refreshPlanInfo({
          storage: localStorage,
          fetch: window.fetch.bind(window),
          path,
          ratePlanIds: ids,
          promo,
          now: Date.now,
        }),
      );
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void) => number;
      cancelIdleCallback?: (h: number) => void;
    };
    if (w.requestIdleCallback) {
      const h = w.requestIdleCallback(run);
      return () => w.cancelIdleCallback?.(h);
    }
    const t = setTimeout(run, 200);
    return () => clearTimeout(t);
  }, [plans, path, promo]);

  const page = (dir: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    // At either end the arrow stays focusable and says so (aria-disabled), so a press there does nothing.
    if (dir === 1 ? edges.atEnd : edges.atStart) return;
    // One page is the cards fully in view: one card on a phone (where the next card's edge shows), two or three
    // above. The track goes to a card's start, the same snap point a swipe ends on, so the line below agrees.
    const starts = cardStarts(el);
    const step = starts[1] || el.clientWidth;
    const gap = step - (el.firstElementChild as HTMLElement).offsetWidth;
    const perPage = Math.max(1, Math.floor((el.clientWidth + gap + 1) / step));
    const target = Math.min(starts.length - 1, Math.max(0, nearestCard(el.scrollLeft, starts) - 1 + dir * perPage));
    // The browser stops at the end of the track when a card's start is past it (two or three in view).
    el.scrollLeft = starts[target];
    // spec 9: the carousel fades in over 800 ms (none when the visitor prefers reduced motion).
    if (!prefersReducedMotion() && typeof el.animate === 'function') {
      el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PRICE_CAROUSEL.fadeMs, easing: 'ease-out' });
    }
  };

  // WCAG 2.4.7 / 2.4.11: a control that takes the focus inside a card brings that whole card into view, at a snap
  // point (so the scroll snap does not pull it away again), and the line below names that card. Done in the next
  // frame: the browser scrolls to the focused control after the focus event.
  const followFocus = (e: FocusEvent<HTMLUListElement>) => {
    const el = trackRef.current;
    const slide = (e.target as HTMLElement).closest<HTMLElement>('.price-cards__slide');
    if (!el || !slide) return;
    const show = () => {
      // A card's start is a snap point and, on every layout, a scroll position at which the card is in full view.
      const start = slide.offsetLeft - (el.firstElementChild as HTMLElement).offsetLeft;
      if (start < el.scrollLeft - 1 || start + slide.offsetWidth > el.scrollLeft + el.clientWidth + 1)
        el.scrollLeft = start;
      setPosition(nearestCard(el.scrollLeft, cardStarts(el)));
    };
    requestAnimationFrame(show);
  };

  const shown = overlay === null ? null : plans[overlay];
  const headerText = header ?? cfg.header;
  const subtitleContent = subtitle ?? cfg.subtitle;

  return (
    <section className="pricing" id={id} aria-labelledby={headingId}>
      <div className="container">
        {blankHeader ? (
          <h2 id={headingId} className="visually-hidden">{`${cfg.productName} plans`}</h2>
        ) : (
          <header className="pricing__header">
            <h2 id={headingId}>{headerText || `${cfg.productName} plans`}</h2>
            {subtitleContent ? <p className="pricing__subtitle">{subtitleContent}</p> : null}
          </header>
        )}
        <div className={`price-cards price-cards--count-${plans.length}`}>
          <button
            type="button"
            className="price-cards__nav price-cards__nav--prev"
            aria-label={previousPlansLabel}
            aria-disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            <ChevronLeft aria-hidden="true" width={24} height={24} />
          </button>
          <ul
            className="price-cards__track"
            ref={trackRef}
            aria-label={`${cfg.productName} plans`}
            onFocus={followFocus}
          >
            {plans.map((p, i) => (
              <li key={p.view.planId} className="price-cards__slide">
                <PriceCard
                  view={p.view}
                  sharedTerms={footnote !== null}
                  term={footnote !== null ? termLabel(p.card) : undefined}
                  onDetails={() => onDetails(p)}
                  onOpenOverlay={() => {
                    onDetails(p);
                    setOverlay(i);
                  }}
                  onCtaClick={(e) => onCta(p, i, e)}
                />
              </li>
            ))}
          </ul>
          <p className="price-cards__status" role="status">{`${position} of ${plans.length}`}</p>
          <button
            type="button"
            className="price-cards__nav price-cards__nav--next"
            aria-label={nextPlansLabel}
            aria-disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            <ChevronRight aria-hidden="true" width={24} height={24} />
          </button>
        </div>
        {footnote ? (
          <div className="pricing__footnote" id={footnoteId}>
            {footnote.asterisk ? <p>{footnote.asterisk}</p> : null}
            <p>{footnote.terms}</p>
          </div>
        ) : asterisk ? (
          <p className="pricing__note">{ASTERISK_NOTE}</p>
        ) : null}
        {children ? <div className="pricing__extra">{children}</div> : null}
        <PlanComparison cards={plans.map((p) => p.card)} productName={cfg.productName} />
      </div>
      {sticky ? (
        <StickyPriceHeader
          plans={plans}
          productName={cfg.productName}
          targetId={id}
          visible={stuck}
          onCtaClick={(p, i, e) => onCta(p, i, e)}
        />
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <Modal
            open
            onClose={() => setOverlay(null)}
            title={`${shown.view.title} plan details`}
            className="plan-overlay"
          >
            <div className="plan-overlay__body">
              <h2 className="plan-overlay__title">{`${shown.view.title} plan details`}</h2>
              <PriceFigure view={shown.view} />
              <p className="price-card__terms">
                {shown.view.termsText} {shown.view.renewalNote}
              </p>
              <FeatureGroups view={shown.view} />
              <PlanCta
                view={shown.view}
                className="button button--primary price-card__cta"
                onClick={(e) => onCta(shown, overlay ?? 0, e)}
              />
            </div>
          </Modal>
        </Suspense>
      ) : null}
    </section>
  );
}
