// The JSON-LD checker (test/helpers/structured-data.ts) accepts what Google's documented rules accept and names
// each rule a bad example breaks.
import { expect, test } from 'vitest';
import { checkJsonLd } from '../helpers/structured-data.ts';

const ctx = 'https://schema.org';
const offer = {
  '@type': 'Offer',
  url: 'https://www.example.test/hosting',
  price: '6.66',
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  priceSpecification: [{ '@type': 'UnitPriceSpecification', price: '6.66', priceCurrency: 'USD' }],
};
const product = { '@context': ctx, '@type': 'Product', name: 'Hosting Basic', offers: offer };
const org = {
  '@context': ctx,
  '@type': 'Organization',
  name: 'Example',
  url: 'https://www.example.test/',
  logo: { '@type': 'ImageObject', url: 'https://www.example.test/logo.png' },
};
const crumbs = (items: unknown[]) => ({ '@context': ctx, '@type': 'BreadcrumbList', itemListElement: items });
const crumb = (position: number, name: string, item?: string) => ({ '@type': 'ListItem', position, name, item });
const faq = (answer: unknown) => ({
  '@context': ctx,
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: answer }],
});

test('well-formed Product, Organization, BreadcrumbList and FAQPage data passes', () => {
  expect(checkJsonLd([product, org])).toEqual([]);
  expect(checkJsonLd({ ...product, offers: { ...offer, price: 6.66 } })).toEqual([]);
  expect(checkJsonLd({ ...org, logo: 'https://www.example.test/logo.png' })).toEqual([]);
  expect(checkJsonLd(crumbs([crumb(1, 'Home', 'https://www.example.test/'), crumb(2, 'Hosting')]))).toEqual([]);
  expect(checkJsonLd(faq({ '@type': 'Answer', text: 'Because.' }))).toEqual([]);
  expect(
    checkJsonLd({
      ...org,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.6,
        reviewCount: 3127,
        bestRating: 5,
        worstRating: 0,
      },
    }),
  ).toEqual([]);
});

test.each([
  ['an http context', { ...product, '@context': 'http://schema.org' }, '@context'],
  ['no context', { '@type': 'Product', name: 'X', offers: offer }, '@context'],
  ['a product without a name', { ...product, name: '' }, '.name: missing'],
  ['a product with nothing to show', { '@context': ctx, '@type': 'Product', name: 'X' }, 'needs offers'],
  ['a price with a currency sign', { ...product, offers: { ...offer, price: '$6.66' } }, '.price:'],
  ['a price with a thousands comma', { ...product, offers: { ...offer, price: '1,200.00' } }, '.price:'],
  ['a made-up currency', { ...product, offers: { ...offer, priceCurrency: 'DOLLARS' } }, 'ISO 4217'],
  ['a lower-case currency', { ...product, offers: { ...offer, priceCurrency: 'usd' } }, 'ISO 4217'],
  [
    'a bad price specification',
    { ...product, offers: { ...offer, priceSpecification: [{ price: '6.66', priceCurrency: 'XXY' }] } },
    'priceSpecification[0].priceCurrency',
  ],
  ['a plain-word availability', { ...product, offers: { ...offer, availability: 'InStock' } }, 'availability'],
  ['a relative offer url', { ...product, offers: { ...offer, url: '/hosting' } }, '.url: not absolute'],
  ['an organization without a logo', { ...org, logo: undefined }, '.logo'],
  ['a relative logo', { ...org, logo: { '@type': 'ImageObject', url: '/logo.png' } }, '.logo'],
  ['a relative organization url', { ...org, url: '/' }, '.url: not absolute'],
  ['crumbs out of order', crumbs([crumb(2, 'Home', 'https://a.test/'), crumb(1, 'B')]), 'position'],
  ['a crumb without a name', crumbs([crumb(1, '', 'https://a.test/'), crumb(2, 'B')]), '.name: missing'],
  ['a relative crumb', crumbs([crumb(1, 'Home', '/'), crumb(2, 'B')]), 'not an absolute URL'],
  ['a middle crumb without a URL', crumbs([crumb(1, 'A'), crumb(2, 'B', 'https://a.test/b')]), 'absolute URL'],
  ['an empty trail', crumbs([]), 'empty'],
  ['an answer without text', faq({ '@type': 'Answer', text: ' ' }), 'acceptedAnswer'],
  ['a question without an answer', faq(undefined), 'acceptedAnswer'],
  [
    'a rating without a count',
    { ...org, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6 } },
    'reviewCount or ratingCount',
  ],
  [
    'a rating above the best',
    { ...org, aggregateRating: { '@type': 'AggregateRating', ratingValue: 9.2, reviewCount: 3 } },
    'outside',
  ],
  [
    'a review without an author',
    { ...org, review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 5 } }] },
    'author',
  ],
])('rejects %s', (_name, doc, message) => {
  const problems = checkJsonLd(doc);
  expect(
    problems.some((p) => p.includes(message)),
    problems.join('\n'),
  ).toBe(true);
});
