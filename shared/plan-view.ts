// What a price card shows, computed once from content and price data so the React card stays dumb
// (spec 3 "Plan card", spec 9 "Price rules"). Pure: used by the server render and the client alike.
import type { CatalogueSnapshot, FeatureGroup, PlanCard, PriceData } from './catalogue-types.ts';
import { checkoutHref, isUpgradeFlow, LOCAL_SEARCH_PATH, localSearchHref, type UpgradeQuery } from './checkout.ts';
import type { PromoCode } from './promo.ts';
import {
  discountPercent,
  formatPrice,
  monthlyPriceText,
  perMonth,
  showsAsterisk,
  termMonths,
  toCents,
} from './price-rules.ts';

export interface PlanViewOptions {
  /** Path of the page showing the card: decides the asterisk. */
  path: string;
  promo?: PromoCode | null;
  checkoutUrl: string;
  /** Where local plan buttons lead (shared/checkout.ts localSearchBase); the business search itself by default. */
  localSearchUrl?: string;
  /** The websites upgrade flow query (siteid, externalid), when present. */
  upgrade?: UpgradeQuery;
}

export interface PlanView {
  planId: string;
  ratePlanId: string;
  title: string;
  subtitle: string;
  marketingPitches: readonly string[];
  /** "$0.99/mo", the plan's free text for 0.00, "$299.00" for one-time products; null without price data. */
  priceText: string | null;
  /** The figure priceText shows, in dollars (per month, or once for one-time products); null without price data. */
  amount: number | null;
  /** Months of the first term the monthly figure is billed for. */
  termMonths: number;
  /** A one-time payment (hideRecurringPrice): nothing renews, so no renewal line is shown beside it. */
  oneTime: boolean;
  /** The one-time fee oneTimeFeeText shows, in dollars, or null. */
  oneTimeFee: number | null;
  /** Strike-through former monthly price ("$17.99/mo"), or null when there is no discount. */
  formerPriceText: string | null;
  /** floor(discount / price x 100), or null when there is no discount. */
  savingPercent: number | null;
  /** "SAVE 94%", or null. */
  savingText: string | null;
  asterisk: boolean;
  isFree: boolean;
  freeText: string;
  /** "+ $99.00 one-time build fee" when the card has one-time fee text and a fee. */
  oneTimeFeeText: string | null;
  termsText: string;
  taxesAndFees: string;
  ctaText: string;
  /** Checkout link, or the site path of the card's navigation link. */
  href: string;
  /** true when href leaves for the checkout site. */
  isCheckout: boolean;
  /** true when href is answered by the server rather than a page of the app (a redirect): never a router link. */
  isRedirect: boolean;
  isRecommended: boolean;
  features: readonly string[];
  featureGroups: readonly FeatureGroup[];
}

function ctaHref(card: PlanCard, opts: PlanViewOptions): { href: string; isCheckout: boolean; isRedirect: boolean } {
  // spec 4: in the upgrade flow plan buttons carry the checkout parameters and no navigation link.
  if (card.cta.navLink && !isUpgradeFlow(opts.upgrade)) {
    if (card.cta.navLink === LOCAL_SEARCH_PATH) {
      const base = opts.localSearchUrl ?? LOCAL_SEARCH_PATH;
      const href = localSearchHref(card.cta.ratePlanId, opts.promo, base);
      return { href, isCheckout: false, isRedirect: base !== LOCAL_SEARCH_PATH };
    }
    return { href: card.cta.navLink, isCheckout: false, isRedirect: false };
  }
  return {
    href: checkoutHref(opts.checkoutUrl, card.cta.ratePlanId, { promo: opts.promo, upgrade: opts.upgrade }),
    isCheckout: true,
    isRedirect: false,
  };
}

/** Turns a plan card and its price data into exactly what the price card renders. */
export function planView(card: PlanCard, price: PriceData | null | undefined, opts: PlanViewOptions): PlanView {
  const months = termMonths(card.ratePlanId) ?? 12;
  let priceText: string | null = null;
  let amount: number | null = null;
  let oneTimeFee: number | null = null;
  let formerPriceText: string | null = null;
  let savingPercent: number | null = null;
  let isFree = false;
  let oneTimeFeeText: string | null = null;

  if (price) {
    const t = price.termDisplayPrice;
    if (card.hideRecurringPrice) {
      amount = price.onetimeCharge.finalPrice;
      priceText = formatPrice(amount);
    } else {
      amount = t.unitPricePerMonth;
      isFree = toCents(amount) === 0;
      priceText = monthlyPriceText(amount, card.freeText);
      const percent = discountPercent(t.discount, t.price);
      if (percent > 0) {
        savingPercent = percent;
        formerPriceText = `${formatPrice(perMonth(t.price, months))}/mo`;
      }
    }
    const fee = price.onetimeCharge.finalPrice;
    if (card.hasOneTimeFeeText && toCents(fee) > 0) {
      oneTimeFee = fee;
      oneTimeFeeText = `+ ${formatPrice(fee)} ${card.oneTimeFeeLabel ?? 'one-time fee'}`;
    }
  }
  const { href, isCheckout, isRedirect } = ctaHref(card, opts);

  return {
    planId: card.planId,
    ratePlanId: card.ratePlanId,
    title: card.title,
    subtitle: card.subtitle,
    marketingPitches: card.marketingPitches,
    priceText,
    amount,
    termMonths: months,
    oneTime: card.hideRecurringPrice === true,
    oneTimeFee,
    formerPriceText,
    savingPercent,
    savingText: savingPercent === null ? null : `SAVE ${savingPercent}%`,
    asterisk: showsAsterisk(opts.path),
    isFree,
    freeText: card.freeText,
    oneTimeFeeText,
    termsText: card.termsText,
    taxesAndFees: card.taxesAndFees,
    ctaText: card.cta.text,
    href,
    isCheckout,
    isRedirect,
    isRecommended: card.isRecommended,
    features: card.features,
    featureGroups: card.featureGroups,
  };
}

/**
 * The plan ids to show, in order: a plan whose flag says showAddOn false is hidden (spec 7 "UI flags");
 * when the flags are unavailable every plan shows (docs/decisions/012-ui-flags-failure.md).
 */
export function visiblePlans<T extends string>(
  planIds: readonly T[],
  snapshot: Pick<CatalogueSnapshot, 'flags' | 'flagsAvailable'>,
): T[] {
  if (!snapshot.flagsAvailable) return [...planIds];
  return planIds.filter((id) => snapshot.flags[id]?.showAddOn !== false);
}
