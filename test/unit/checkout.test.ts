import { describe, expect, test } from 'vitest';
import {
  checkoutHref,
  domainCheckoutHref,
  isUpgradeFlow,
  localSearchBase,
  localSearchHref,
} from '../../shared/checkout.ts';
import { parsePromo, promoCode } from '../../shared/promo.ts';

const CHECKOUT = 'https://checkout.example';

describe('promotion codes (spec 5)', () => {
  test.each(['SAVE23', 'spring_2024', 'a@b.c', 'x-y', 'A.B'])('%s is accepted', (p) => expect(parsePromo(p)).toBe(p));
  test.each(['', 'has space', '<script>', 'a&b=c', 'ü', 'x/y', 'a'.repeat(65)])('%j is refused', (p) =>
    expect(parsePromo(p)).toBeNull(),
  );
  test('non-strings are refused', () => {
    expect(parsePromo(undefined)).toBeNull();
    expect(parsePromo(['A'])).toBeNull();
  });
});

describe('checkout links (spec 7)', () => {
  test('pd only without a promotion', () => {
    expect(checkoutHref(CHECKOUT, 'whprofessional_t12m')).toBe('https://checkout.example?pd=whprofessional_t12m');
  });
  test('p carries a valid promotion', () => {
    expect(checkoutHref(CHECKOUT, 'wpstandard_t12m', { promo: promoCode('SAVE23') })).toBe(
      'https://checkout.example?pd=wpstandard_t12m&p=SAVE23',
    );
  });
  test('an invalid promotion, parsed to none where it came in, is left out', () => {
    expect(checkoutHref(CHECKOUT, 'wpstandard_t12m', { promo: parsePromo('a&pd=evil') })).toBe(
      'https://checkout.example?pd=wpstandard_t12m',
    );
  });
  test('link builders take a parsed code only, never a plain string (checked by tsc in npm test)', () => {
    // @ts-expect-error a string that was never parsed is not a PromoCode
    const href = checkoutHref(CHECKOUT, 'wpstandard_t12m', { promo: 'SAVE23' });
    expect(href).toContain('p=SAVE23');
    // @ts-expect-error likewise for the local search link
    expect(localSearchHref('localprem_t12m', 'P1')).toContain('p=P1');
  });
  test('a trailing slash on the checkout URL is not doubled', () => {
    expect(checkoutHref(`${CHECKOUT}/`, 'bmonea_t12m')).toBe('https://checkout.example?pd=bmonea_t12m');
  });
  test('domain checkout', () => {
    expect(domainCheckoutHref(CHECKOUT, 'yd2a_t24m', { promo: promoCode('AI') })).toBe(
      'https://checkout.example/domain?pd=yd2a_t24m&p=AI',
    );
  });
  test('local search link carries p, pd and direct=1', () => {
    expect(localSearchHref('localprem_t12m', promoCode('P1'))).toBe(
      '/local/search-listings?p=P1&pd=localprem_t12m&direct=1',
    );
    expect(localSearchHref('localworksstd_t12m', parsePromo('bad code'))).toBe(
      '/local/search-listings?pd=localworksstd_t12m&direct=1',
    );
  });
  test('local search base: the site redirect until the browser has read the cookie, then the search itself', () => {
    expect(localSearchBase(null, false)).toBe('/go/local-search');
    expect(localSearchBase(promoCode('P1'), false)).toBe('/local/search-listings');
    expect(localSearchBase(null, true)).toBe('/local/search-listings');
    expect(localSearchHref('localprem_t12m', null, localSearchBase(null, false))).toBe(
      '/go/local-search?pd=localprem_t12m&direct=1',
    );
  });
});

describe('upgrade-flow parameters (spec 3, 4)', () => {
  test('both ids: order_website and order_external_id, no direct buy', () => {
    const href = new URL(checkoutHref(CHECKOUT, 'siteexp1a_t12m', { upgrade: { siteid: 's1', externalid: 'e1' } }));
    expect(href.searchParams.get('order_website')).toBe('s1');
    expect(href.searchParams.get('order_external_id')).toBe('e1');
    expect(href.searchParams.has('order_directbuy')).toBe(false);
  });
  test('one id missing: order_directbuy=true', () => {
    const onlySite = new URL(checkoutHref(CHECKOUT, 'siteexp1a_t12m', { upgrade: { siteid: 's1' } }));
    expect(onlySite.searchParams.get('order_website')).toBe('s1');
    expect(onlySite.searchParams.get('order_directbuy')).toBe('true');
    const onlyExternal = new URL(checkoutHref(CHECKOUT, 'siteexp2a_t12m', { upgrade: { externalid: 'e9' } }));
    expect(onlyExternal.searchParams.get('order_external_id')).toBe('e9');
    expect(onlyExternal.searchParams.has('order_website')).toBe(false);
    expect(onlyExternal.searchParams.get('order_directbuy')).toBe('true');
  });
  test('no ids: not the upgrade flow, no order parameters', () => {
    expect(isUpgradeFlow({ siteid: '', externalid: null })).toBe(false);
    expect(checkoutHref(CHECKOUT, 'siteexp1a_t12m', { upgrade: {} })).toBe(
      'https://checkout.example?pd=siteexp1a_t12m',
    );
  });
  test('ids are URL-encoded', () => {
    const href = checkoutHref(CHECKOUT, 'siteexp1a_t12m', { upgrade: { siteid: 'a&b', externalid: 'c d' } });
    expect(new URL(href).searchParams.get('order_website')).toBe('a&b');
    expect(href).not.toContain('a&b');
  });
});
