// Product and Offer structured data (decision 202): every page of the sitemap that shows priced plan cards describes
// each of them as a schema.org Product with an Offer that Google's Product rules accept, quoting exactly the price,
// term and link the card shows.
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';

const ORIGIN = 'https://www.example.test';
const CHECKOUT = 'https://checkout.siteharbor.example';
/** Buy buttons lead through the site's checkout redirect (decision 273), which answers with the checkout address. */
const GO = '/go/checkout';
/** Local plan buttons lead through the site's redirect to the business search (decision 287). */
const GO_LOCAL = '/go/local-search';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
const pages = new Map<string, string>();

interface Card {
  title: string;
  priceText: string;
  href: string;
  ratePlan: string;
  fee: string | null;
}

type Json = Record<string, unknown>;

/** The price cards of a page as a visitor reads them. */
function priceCards(doc: string): Card[] {
  return [...doc.matchAll(/<article class="price-card[^"]*"[\s\S]*?<\/article>/g)].map(([card]) => {
    const cta = card.match(/<a [^>]*price-card__cta[^>]*>/)![0];
    return {
      title: decodeEntities(card.match(/class="price-card__title">([^<]*)</)![1]),
      priceText: decodeEntities(card.match(/class="price-card__amount">([^<]*)/)![1]),
      href: decodeEntities(cta.match(/ href="([^"]*)"/)![1]),
      ratePlan: cta.match(/ data-rate-plan="([^"]*)"/)![1],
      fee: card.match(/class="price-card__fee">([^<]*)/)?.[1] ?? null,
    };
  });
}

function products(doc: string): Json[] {
  const head = doc.slice(0, doc.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .flatMap((m): Json[] => ([] as Json[]).concat(JSON.parse(m[1]) as Json | Json[]))
    .filter((d) => d['@type'] === 'Product');
}

/** "$6.66/mo" -> 6.66, "$299.00" -> 299, a free text -> 0. */
const figure = (text: string) => (text.includes('$') ? Number(text.replace(/[^0-9.]/g, '')) : 0);

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } }));
  const xml = (await request(app).get('/sitemap.xml')).text;
  for (const m of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    const path = m[1].slice(ORIGIN.length) || '/';
    pages.set(path, (await request(app).get(path)).text);
  }
}, 120_000);

test('every priced plan card of the sitemap has its Product, and no page has a Product without its card', () => {
  let withProducts = 0;
  for (const [path, doc] of pages) {
    const cards = priceCards(doc).filter((c) => c.priceText !== 'Price shown at checkout');
    const items = products(doc);
    expect(items.map((p) => p.sku).sort(), path).toEqual(cards.map((c) => c.ratePlan).sort());
    if (items.length) withProducts++;
  }
  expect(withProducts).toBeGreaterThanOrEqual(8);
});

test('each Product has what Google requires and each Offer quotes the price, term and link of its card', () => {
  let offers = 0;
  for (const [path, doc] of pages) {
    const cards = new Map(priceCards(doc).map((c) => [c.ratePlan, c]));
    for (const product of products(doc)) {
      const card = cards.get(product.sku as string)!;
      const where = `${path} ${card.ratePlan}`;
      expect(product['@context'], where).toBe('https://schema.org');
      expect(product.name, where).toEqual(expect.stringContaining(card.title));
      expect(product.image, where).toMatch(/^https:\/\/\S+\.(png|jpg|webp)$/);
      expect((product.brand as Json).name, where).toBe('Siteharbor');

      const offer = product.offers as Json;
      expect(offer['@type'], where).toBe('Offer');
      expect(offer.priceCurrency, where).toBe('USD');
      expect(offer.availability, where).toBe('https://schema.org/InStock');
      // Google: price is a number in a string or a number, with a dot for decimals and no currency symbol.
      expect(offer.price, where).toMatch(/^\d+\.\d{2}$/);
      expect(Number(offer.price), where).toBe(figure(card.priceText));
      // The link is the card's call to action: the checkout for this rate plan, or the page's own form.
      const leadsTo = card.href.startsWith(`${GO}?`)
        ? `${CHECKOUT}${card.href.slice(GO.length)}`
        : card.href.startsWith(`${GO_LOCAL}?`)
          ? `${ORIGIN}/local/search-listings${card.href.slice(GO_LOCAL.length)}`
          : card.href.startsWith('/')
            ? `${ORIGIN}${card.href}`
            : card.href;
      expect(offer.url, where).toBe(leadsTo);
      if (leadsTo.startsWith(CHECKOUT)) expect(offer.url, where).toContain(card.ratePlan);

      const [spec, ...rest] = offer.priceSpecification as Json[];
      expect(spec['@type'], where).toBe('UnitPriceSpecification');
      expect(spec.price, where).toBe(offer.price);
      expect(spec.priceCurrency, where).toBe('USD');
      if (card.priceText.endsWith('/mo') || figure(card.priceText) === 0) {
        // "$X.XX/mo" for a term of N months: the price of one month, billed for N.
        const months = Number(card.ratePlan.match(/_t(\d+)m$/)![1]);
        expect(spec.referenceQuantity, where).toMatchObject({ value: 1, unitCode: 'MON' });
        expect(spec.billingDuration, where).toMatchObject({ value: months, unitCode: 'MON' });
      } else {
        expect(spec.referenceQuantity, where).toBeUndefined();
      }
      // A one-time fee the card adds ("+ $99.00 one-time build fee") is its own price component.
      if (card.fee) {
        expect(rest, where).toHaveLength(1);
        expect(Number(rest[0].price), where).toBe(figure(card.fee));
        expect(rest[0].priceComponentType, where).toBe('https://schema.org/ActivationFee');
      } else {
        expect(rest, where).toEqual([]);
      }
      offers++;
    }
  }
  expect(offers).toBeGreaterThanOrEqual(18);
});

test('a query variant of a page carries no Product data of its own links', async () => {
  const upgrade = (await request(app).get('/websites?siteid=S1&externalid=E1')).text;
  expect(products(upgrade)).toEqual([]);
  expect(products(pages.get('/websites')!).length).toBeGreaterThan(0);
});
