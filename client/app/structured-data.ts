// The page's structured data (JSON-LD), built by this module alone: the organization on the home page, the breadcrumb
// trail, and schema.org Product and Offer data for the plans a product page sells (decisions 202, 206), from the same
// catalogue snapshot and the same planView() as the price cards, so it can never quote another price than the page.
// The server puts the blocks in the HTML it sends (server/pages.ts); the browser loads this module only after a client
// navigation (navigation.ts) to put the new page's blocks in place of the old one's, so no page's first JavaScript
// carries it.
import { brand, supportContact } from '../../content/brand.ts';
import { breadcrumbHomeLabel } from '../../content/chrome/shell-texts.ts';
import type { CatalogueSnapshot } from '../../shared/catalogue-types.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { planView, visiblePlans, type PlanView } from '../../shared/plan-view.ts';
import type { SoldPlans } from './page-contract.ts';

type Block = Record<string, unknown> | Record<string, unknown>[];

/** JSON that is safe inside a <script> element. */
export const ldJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** JSON-LD Organization and WebSite for the home page (Google Search Central: site name and logo). */
function homeData(publicUrl: string, supportPhone: string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand.name,
      legalName: brand.legalName,
      url: `${publicUrl}/`,
      // Google wants a raster logo of at least 112 px (decision 203).
      logo: {
        '@type': 'ImageObject',
        url: `${publicUrl}${brand.logo.path}`,
        width: brand.logo.width,
        height: brand.logo.height,
      },
      sameAs: Object.values(brand.social),
      contactPoint: [
        {
          '@type': 'ContactPoint',
          telephone: `+${supportPhone.replace(/\D/g, '')}`,
          contactType: supportContact.contactType,
          areaServed: 'US',
          availableLanguage: supportContact.availableLanguage,
        },
      ],
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: brand.name, url: `${publicUrl}/` },
  ];
}

/** JSON-LD BreadcrumbList for a page that lists breadcrumbs (spec 2.4), or null. */
function breadcrumbData(meta: PageMeta, publicUrl: string): Record<string, unknown> | null {
  const crumbs = meta.breadcrumbs;
  if (!crumbs) return null;
  const items = [[breadcrumbHomeLabel, '/'] as const, ...crumbs].map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${publicUrl}${path === '/' ? '/' : path}`,
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
}

export interface StructuredDataInput {
  /** The page's metadata key and its metadata, prices filled. */
  metaId: string;
  meta: PageMeta;
  /** The desktop-only notice stands in for the page: it carries no structured data. */
  notice: boolean;
  /**
   * The plans the page module sells (its own export), or undefined for no Product data: a query variant or a path
   * below the route's carries none (upgrade links carry other checkout links). This module imports no product's
   * content, so each product's plans stay in its page's chunk.
   */
  sells: SoldPlans | undefined;
  catalogue: CatalogueSnapshot;
  config: { publicUrl: string; checkoutUrl: string; supportPhone: string };
  path: string;
}

/** The page's JSON-LD blocks, each one <script type="application/ld+json"> of the page's head. */
export function structuredData(p: StructuredDataInput): Block[] {
  if (p.notice) return [];
  const { publicUrl, checkoutUrl, supportPhone } = p.config;
  const page = p.metaId === 'home' ? homeData(publicUrl, supportPhone) : breadcrumbData(p.meta, publicUrl);
  const products = productData(p.sells, p.catalogue, { publicUrl, checkoutUrl, path: p.path });
  return [page, products].filter((b): b is Block => b !== null);
}

/** The blocks as HTML, for the end of the head the server sends. */
export const structuredDataHtml = (blocks: readonly Block[]) =>
  blocks.map((b) => `<script type="application/ld+json">${ldJson(b)}</script>`).join('');

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

/** The Product objects of a page (one per plan card with a price), or null when the page sells no plans. */
function productData(
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
