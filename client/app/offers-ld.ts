// schema.org Product and Offer data for the plans a product page sells (decisions 202, 206), from the same catalogue
// snapshot and the same planView() as the price cards the page shows, so the structured data can never quote another
// price than the page. The server adds it to the HTML it sends; the browser loads this module only after a client
// navigation (navigation.ts), to put the new page's data in place of the old one's, so no page's first JavaScript
// carries it.
import { brand } from '../../content/brand.ts';
import type { CatalogueSnapshot } from '../../shared/catalogue-types.ts';
import { planView, visiblePlans, type PlanView } from '../../shared/plan-view.ts';
import type { SoldPlans } from './page-contract.ts';

const CURRENCY = 'USD';
const money = (n: number) => n.toFixed(2);
const month = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MON' });

/** The price specifications of one plan: what the card's figure is per (a month, billed for the term, or once). */
function priceSpecification(view: PlanView, oneTime: boolean) {
  const specs: Record<string, unknown>[] = [
    oneTime
      ? { '@type': 'UnitPriceSpecification', price: money(view.amount!), priceCurrency: CURRENCY }
      : {
          '@type': 'UnitPriceSpecification',
          priceComponentType: 'https://schema.org/Subscription',
          price: money(view.amount!),
          priceCurrency: CURRENCY,
          // "$X.XX/mo": the price of one month, billed for the first term.
          unitCode: 'MON',
          referenceQuantity: month(1),
          billingDuration: month(view.termMonths),
        },
  ];
  if (view.oneTimeFee !== null) {
    specs.push({
      '@type': 'UnitPriceSpecification',
      priceComponentType: 'https://schema.org/ActivationFee',
      price: money(view.oneTimeFee),
      priceCurrency: CURRENCY,
    });
  }
  return specs;
}

/**
 * The Product objects of a page (one per plan card with a price), or null when the page sells no plans. `sells` is
 * the page module's own export: this module imports no product's content, so each product's plans stay in its page's
 * chunk instead of a chunk shared with this one.
 */
export function productData(
  sells: SoldPlans | undefined,
  catalogue: CatalogueSnapshot,
  opts: { publicUrl: string; checkoutUrl: string; path: string },
): Record<string, unknown>[] | null {
  if (!sells) return null;
  const { product, cards } = sells;
  const products = visiblePlans(product.filterPlanIds, catalogue).flatMap((planId) => {
    const card = Object.hasOwn(cards, planId) ? cards[planId] : undefined;
    if (!card) return [];
    // The card as a crawler sees it: no promotion code (it is the visitor's own) and no upgrade flow.
    const view = planView(card, catalogue.prices[card.ratePlanId] ?? null, {
      path: opts.path,
      checkoutUrl: opts.checkoutUrl,
    });
    if (view.amount === null) return [];
    const url = view.isCheckout ? view.href : `${opts.publicUrl}${view.href}`;
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${product.productName} ${view.title}`,
        ...(view.subtitle ? { description: view.subtitle } : {}),
        sku: view.ratePlanId,
        category: product.productName,
        image: `${opts.publicUrl}${brand.shareImage.path}`,
        brand: { '@type': 'Brand', name: brand.name },
        offers: {
          '@type': 'Offer',
          url,
          price: money(view.amount),
          priceCurrency: CURRENCY,
          priceSpecification: priceSpecification(view, card.hideRecurringPrice),
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: brand.name },
        },
      },
    ];
  });
  return products.length ? products : null;
}
