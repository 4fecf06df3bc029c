// Domain prices shown on the site (spec 9 "Displayed domain prices", offer strip, .AI sale; spec 2.5 Home).
import { AI_DOMAIN } from './prices.ts';

export interface TldPrice {
  /** First-year sale price per year. */
  sale: number;
  /** Regular price per year. */
  regular: number;
}

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

/** spec 9: live prices are fetched for these; those without an embedded price answer null. */
export const liveTlds = ['online', 'me', 'site', 'com', 'net', 'org', 'club', 'shop', 'store', 'info'] as const;

/** spec 9: the domain offer strip. Promotional first-year prices, separate from the table above. */
export const domainOfferStrip = [
  { tld: 'ai', price: AI_DOMAIN.firstYearSale },
  { tld: 'com', price: 0.99 },
  { tld: 'online', price: 0.49 },
  { tld: 'site', price: 2.99 },
] as const;

/** spec 2.5: the .AI sale card on the home page, linking to domain checkout. */
export const aiDomainSaleCard = {
  tld: 'ai',
  ratePlanId: AI_DOMAIN.ratePlanId,
  salePerYear: AI_DOMAIN.firstYearSale,
  regularPerYear: AI_DOMAIN.regularPerYear,
  note: 'First year of a two-year subscription.',
  ctaText: 'Get your .AI domain',
} as const;

/** Embedded first-year price for one TLD, or null when the site has none to show. */
export function embeddedTldPrice(tld: string): number | null {
  const key = tld.toLowerCase();
  // Own properties only: a request for "constructor" is an unknown extension, not Object's constructor.
  const entry = Object.hasOwn(tldPrices, key) ? (tldPrices as Record<string, TldPrice>)[key] : undefined;
  return entry ? entry.sale : null;
}
