import { describe, expect, test } from 'vitest';
import { parsePromo, promoCode } from '../../shared/promo.ts';
import {
  DOMAIN_SEARCH_MAX,
  domainSearchHref,
  normalizeDomainQuery,
  TYPED_EXTENSIONS,
  typedFrame,
} from '../../client/components/domain-search/rules.ts';
import { parseLivePrices } from '../../client/components/domain-search/live-prices.tsx';

describe('domain search rules (spec 5)', () => {
  test('blank or whitespace does nothing', () => {
    expect(normalizeDomainQuery('')).toBeNull();
    expect(normalizeDomainQuery('   ')).toBeNull();
    expect(normalizeDomainQuery('\t \n')).toBeNull();
  });
  test('the first space is removed', () => {
    expect(normalizeDomainQuery('my shop.com')).toBe('myshop.com');
    expect(normalizeDomainQuery('a b c')).toBe('ab c');
  });
  test('the search is capped at 63 characters', () => {
    expect(normalizeDomainQuery('a'.repeat(80))).toHaveLength(DOMAIN_SEARCH_MAX);
  });
  test('a page scoped to one extension adds it to a bare name only', () => {
    expect(normalizeDomainQuery('harbor cafe', 'org')).toBe('harborcafe.org');
    expect(normalizeDomainQuery('harbor.net', 'org')).toBe('harbor.net');
  });
});

describe('domain search link (spec 7)', () => {
  test('carries d, pd, p and _ga to domain checkout', () => {
    const href = domainSearchHref('https://checkout.example/', 'myshop.com', {
      pd: 'yd2a_t24m',
      promo: promoCode('SPRING-24'),
      ga: '2.1.123.456',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://checkout.example/domain');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      d: 'myshop.com',
      pd: 'yd2a_t24m',
      p: 'SPRING-24',
      _ga: '2.1.123.456',
    });
  });
  test('leaves out an invalid promotion and an absent linker', () => {
    const url = new URL(
      domainSearchHref('https://checkout.example', 'a.com', {
        pd: 'yd2a_t24m',
        promo: parsePromo('bad code!'),
        ga: null,
      }),
    );
    expect([...url.searchParams.keys()]).toEqual(['d', 'pd']);
  });
});

describe('typing animation (spec 4)', () => {
  test('types each extension letter by letter, then the next, and loops', () => {
    const frames = Array.from({ length: 7 }, (_, i) => typedFrame(i).text);
    expect(frames).toEqual(['a', 'ai', 'c', 'co', 'com', 'o', 'or']);
    const total = TYPED_EXTENSIONS.join('').length;
    expect(typedFrame(total - 1).text).toBe('store');
    expect(typedFrame(total).text).toBe('a');
  });
});

describe('live domain prices (spec 7, 9)', () => {
  test('are rounded to cents and a failed TLD is null', () => {
    expect(parseLivePrices({ prices: { com: 10.989999, me: null, net: 'x' } }, ['com', 'me', 'net', 'org'])).toEqual({
      com: 10.99,
      me: null,
      net: null,
      org: null,
    });
    expect(parseLivePrices({ nope: 1 }, ['com'])).toBeNull();
  });
});
