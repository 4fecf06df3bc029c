import { useMemo } from 'react';
import type { PlanCard, PriceData, ProductCatalogueConfig } from '../../../shared/catalogue-types.ts';
import { buyBase, localSearchBase, type UpgradeQuery } from '../../../shared/checkout.ts';
import { planView, visiblePlans, type PlanView } from '../../../shared/plan-view.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore } from '../../store/store-provider.tsx';

/**
 * Plan cards by plan id: the page's own product cards (content/plans/<product>.ts), so a product page loads no other
 * product's cards (decision 150); content/plans.ts `plans` where any plan may be asked for.
 */
export type PlanCards = Readonly<Record<string, PlanCard>>;

export interface ShownPlan {
  card: PlanCard;
  price: PriceData | null;
  view: PlanView;
}

/**
 * The plans a product page shows, in catalogue order, each with what its card renders. Built only from the
 * server's catalogue snapshot (AppData) and the page's promotion, so the server HTML and the first client render
 * are the same; a plan whose UI flag says showAddOn false is left out on both sides (spec 7 "UI flags").
 */
export function usePlanViews(
  cfg: ProductCatalogueConfig,
  opts: { path: string; upgrade?: UpgradeQuery; cards: PlanCards },
): ShownPlan[] {
  const { catalogue, config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  // Ready once the browser has read the promotion cookie (client/store/boot.tsx): no code then means none.
  const ready = useAppStore((s) => s.ready);
  const { path, upgrade, cards } = opts;
  const siteid = upgrade?.siteid ?? null;
  const externalid = upgrade?.externalid ?? null;
  return useMemo(
    () =>
      visiblePlans(cfg.filterPlanIds, catalogue).flatMap((id) => {
        const card = cards[id];
        if (!card) return [];
        const price = catalogue.prices[card.ratePlanId] ?? null;
        const view = planView(card, price, {
          path,
          promo,
          checkoutUrl: buyBase(config.checkoutUrl, promo),
          localSearchUrl: localSearchBase(promo, ready),
          upgrade: { siteid, externalid },
        });
        return [{ card, price, view }];
      }),
    [cfg, cards, catalogue, config.checkoutUrl, path, promo, ready, siteid, externalid],
  );
}

/** The figure analytics report for a plan: the monthly price, or the one-time price of one-time products. */
export function analyticsPrice(plan: ShownPlan): number | undefined {
  if (!plan.price) return undefined;
  return plan.card.hideRecurringPrice
    ? plan.price.onetimeCharge.finalPrice
    : plan.price.termDisplayPrice.unitPricePerMonth;
}

/** What a banner or button quotes for one rate plan (its card's view, found in `cards`), e.g. the $0.99 promos of spec 9. */
export function useRatePlanView(ratePlanId: string, path: string, cards: PlanCards): PlanView | null {
  const { catalogue, config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  return useMemo(() => {
    const card = Object.values(cards).find((c) => c.ratePlanId === ratePlanId);
    if (!card) return null;
    return planView(card, catalogue.prices[ratePlanId] ?? null, {
      path,
      promo,
      checkoutUrl: buyBase(config.checkoutUrl, promo),
    });
  }, [ratePlanId, path, cards, catalogue, config.checkoutUrl, promo]);
}
