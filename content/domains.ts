// Domain prices shown on the site (spec 9 "Displayed domain prices", offer strip, .AI sale; spec 2.5 Home).
import { domainOfferStrip } from './domain-offers.ts';
import { domainRatePlans } from './domain-search.ts';

export interface TldPrice {
  /** First-year sale price per year. */
  sale: number;
  /** Regular price per year. */
  regular: number;
}

/** The unit after a domain's yearly price: the one the price cards use. */
export { perYear } from './chrome/shell-texts.ts';
/** The offer strip and the .AI sale card: a module of their own, so the home page loads them without the tables. */
export { aiDomainSaleCard, domainOfferStrip } from './domain-offers.ts';

/** spec 9 table: per-year sale and regular prices. */
export const tldPrices = {
  com: { sale: 10.99, regular: 21.99 },
  net: { sale: 11.99, regular: 23.99 },
  org: { sale: 13.99, regular: 25.99 },
  club: { sale: 8.0, regular: 12.99 },
  online: { sale: 5.0, regular: 31.99 },
  shop: { sale: 4.0, regular: 29.99 },
  store: { sale: 3.0, regular: 46.99 },
  info: { sale: 6.0, regular: 25.99 },
} as const satisfies Record<string, TldPrice>;

/**
 * Extensions the site shows beyond the spec 9 table (extension cards, /tlds pages): embedded so that every one
 * has a price without the product upstream (decision 066). .site matches its offer-strip price.
 */
export const moreTldPrices = {
  me: { sale: 9.99, regular: 24.99 },
  site: { sale: 2.99, regular: 39.99 },
  xyz: { sale: 1.99, regular: 14.99 },
  biz: { sale: 6.99, regular: 22.99 },
  us: { sale: 4.99, regular: 9.99 },
  click: { sale: 2.99, regular: 12.99 },
  top: { sale: 1.99, regular: 12.99 },
  fit: { sale: 9.99, regular: 34.99 },
} as const satisfies Record<string, TldPrice>;

/** The embedded prices of one extension, from either table (own properties only). */
export function tldPrice(tld: string): TldPrice | undefined {
  const key = tld.toLowerCase();
  if (Object.hasOwn(tldPrices, key)) return (tldPrices as Record<string, TldPrice>)[key];
  if (Object.hasOwn(moreTldPrices, key)) return (moreTldPrices as Record<string, TldPrice>)[key];
  return undefined;
}

/** Every extension the site shows a price for (the spec 9 table and the others above), in that order. */
export const pricedTlds: readonly string[] = [...Object.keys(tldPrices), ...Object.keys(moreTldPrices)];

/** The embedded first-year price of every priced extension: what pages show while the product API is unset or down. */
export function embeddedDomainPrices(): Record<string, number> {
  return Object.fromEntries(pricedTlds.map((t) => [t, tldPrice(t)!.sale]));
}

/** spec 8: shown where live prices were expected and none of them could be fetched. */
export const TLD_FETCH_ERROR = 'Error occurred while fetching data from the API.';

/** spec 9: live prices are fetched for these; those without an embedded price answer null. */
export const liveTlds = ['online', 'me', 'site', 'com', 'net', 'org', 'club', 'shop', 'store', 'info'] as const;

/**
 * spec 7: online, me and site are priced by a product search (name and rate plan) rather than a per-extension
 * lookup; these are the names and rate plans asked for (decision 066).
 */
export const domainSearchProducts = {
  online: { name: 'domain-online', ratePlanId: domainRatePlans.online },
  me: { name: 'domain-me', ratePlanId: domainRatePlans.me },
  site: { name: 'domain-site', ratePlanId: domainRatePlans.site },
} as const satisfies Record<string, { name: string; ratePlanId: string }>;

/**
 * The limited-time offer of an extension the strip prices below its sale price (.COM $0.99, .ONLINE $0.49), or null
 * (decision 312): the price table and the extension cards show that offer as the first-year price, so the page
 * never gives one extension two first-year prices. Where the strip's price is the sale price (.SITE), the live
 * first-year price stands.
 */
export function stripOfferPrice(tld: string): number | null {
  const key = tld.toLowerCase();
  const offer = domainOfferStrip.find((o) => o.tld === key);
  const row = tldPrice(key);
  return offer && row && offer.price < row.sale ? offer.price : null;
}

/** Embedded first-year price for one TLD, or null when the site has none to show. */
export function embeddedTldPrice(tld: string): number | null {
  return tldPrice(tld)?.sale ?? null;
}
