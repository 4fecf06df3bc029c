// The domain offers the home page shows beside its search (spec 9 offer strip, spec 2.5 .AI sale), apart from the
// price tables of content/domains.ts (which re-exports them), so that page loads them alone.
import { AI_DOMAIN } from './prices.ts';

/** spec 9: the domain offer strip. Promotional first-year prices, apart from the price tables. */
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
  /** What the card shows, from the catalogue: the first year's price, struck through beside the list price per year. */
  price: `{firstyear:${AI_DOMAIN.ratePlanId}}`,
  was: `{year:${AI_DOMAIN.ratePlanId}}`,
  note: 'First year of a two-year subscription.',
  ctaText: 'Get your .AI domain',
} as const;
