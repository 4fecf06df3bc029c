import { lazy, Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { nextPlansLabel, planGroupTexts, previousPlansLabel } from '../../../content/chrome/plan-texts.ts';
import type { ProductCatalogueConfig } from '../../../shared/catalogue-types.ts';
import type { UpgradeQuery } from '../../../shared/checkout.ts';
import { track } from '../../analytics/events.ts';
import { CarouselButton } from '../carousel-button.tsx';
import { useAppStore } from '../../store/store-provider.tsx';
import { ASTERISK_NOTE, sharedFootnote, termLabel } from './footnote.ts';
import { PriceCard } from './price-card.tsx';
import { PlanComparison } from './plan-comparison-slot.tsx';
import { analyticsPrice, usePlanViews, type PlanCards, type ShownPlan } from './use-plan-views.ts';
import { usePriceCarousel } from './use-price-carousel.ts';

// Neither is part of the first render (the bar shows only after a scroll, the dialog after a click), so neither is
// part of the page's first JavaScript: each loads on first use.
const StickyPriceHeader = lazy(() => import('./sticky-price-header.tsx'));
const PlanOverlay = lazy(() => import('./plan-overlay.tsx'));

/** Runs `fn` once the browser is idle (after 200 ms where it cannot tell); returns what cancels it. */
function whenIdle(fn: () => void): () => void {
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void) => number;
    cancelIdleCallback?: (h: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const h = w.requestIdleCallback(fn);
    return () => w.cancelIdleCallback!(h);
  }
  const t = setTimeout(fn, 200);
  return () => clearTimeout(t);
}

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
  const { trackRef, edges, position, page, followFocus } = usePriceCarousel(plans.length);
  const [overlay, setOverlay] = useState<number | null>(null);
  const [stuck, setStuck] = useState(false);
  // The bar is mounted (hidden) once the browser is idle after hydration, or at the first scroll if that comes first:
  // its code is then in place before the cards leave the window, and the page's scroll padding follows the bar
  // from the moment it shows. A page opened already scrolled past the cards (an anchor) renders it at once.
  const [barWanted, setBarWanted] = useState(false);
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
    const onScroll = () => {
      setBarWanted(true);
      update();
    };
    const cancelIdle = whenIdle(() => setBarWanted(true));
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', update);
    };
  }, [sticky, trackRef]);

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
  }, [cfg, plans, trackRef]);

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
    return whenIdle(run);
  }, [plans, path, promo]);

  const shown = overlay === null ? null : plans[overlay];
  const headerText = header ?? cfg.header;
  const subtitleContent = subtitle ?? cfg.subtitle;

  return (
    <section className="pricing" id={id} aria-labelledby={headingId}>
      <div className="container">
        {blankHeader ? (
          <h2 id={headingId} className="visually-hidden">
            {planGroupTexts.plans(cfg.productName)}
          </h2>
        ) : (
          <header className="pricing__header">
            <h2 id={headingId}>{headerText || planGroupTexts.plans(cfg.productName)}</h2>
            {subtitleContent ? <p className="pricing__subtitle">{subtitleContent}</p> : null}
          </header>
        )}
        <div className={`price-cards price-cards--count-${plans.length}`}>
          <CarouselButton
            icon="chevron-left"
            label={previousPlansLabel}
            atEnd={edges.atStart}
            onClick={() => page(-1)}
          />
          <ul
            className="price-cards__track"
            ref={trackRef}
            aria-label={planGroupTexts.plans(cfg.productName)}
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
          <p className="price-cards__status" role="status">
            {planGroupTexts.position(position, plans.length)}
          </p>
          <CarouselButton icon="chevron-right" label={nextPlansLabel} atEnd={edges.atEnd} onClick={() => page(1)} />
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
      {sticky && (barWanted || stuck) ? (
        <Suspense fallback={null}>
          <StickyPriceHeader
            plans={plans}
            productName={cfg.productName}
            targetId={id}
            visible={stuck}
            onCtaClick={(p, i, e) => onCta(p, i, e)}
          />
        </Suspense>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <PlanOverlay
            plan={shown}
            onClose={() => setOverlay(null)}
            onCtaClick={(e) => onCta(shown, overlay ?? 0, e)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
