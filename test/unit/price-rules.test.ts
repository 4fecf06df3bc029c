import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  addOnMonthlyPrice,
  discountPercent,
  formatPrice,
  LOCAL_PREMIUM_ADDON_FACTOR,
  monthlyPriceText,
  perMonth,
  roundCents,
  showsAsterisk,
  termMonths,
  toCents,
} from '../../shared/price-rules.ts';
import { RENEWAL_NOTE } from '../../content/chrome/shell-texts.ts';

describe('discount percent (spec 9: discount / price x 100, rounded down)', () => {
  test('0.99 was 17.99: discount 17.00 gives 94', () => {
    expect(roundCents(17.99 - 0.99)).toBe(17);
    expect(discountPercent(17, 17.99)).toBe(94);
  });
  test('0.99 was 11.25: discount 10.26 gives 91', () => {
    expect(discountPercent(11.25 - 0.99, 11.25)).toBe(91);
  });
  test('term totals give the same percent as monthly figures', () => {
    expect(discountPercent(204, 215.88)).toBe(94);
    expect(discountPercent(123.12, 135)).toBe(91);
  });
  test('rounds down, never up, even at exact boundaries', () => {
    expect(discountPercent(2, 3)).toBe(66);
    expect(discountPercent(0.5, 1)).toBe(50);
    // 0.29 / 1 * 100 is 28.999999999999996 in floats; in cents it is exactly 29.
    expect(discountPercent(0.29, 1)).toBe(29);
  });
  test('no discount or no price gives 0', () => {
    expect(discountPercent(0, 9.99)).toBe(0);
    expect(discountPercent(1, 0)).toBe(0);
  });
  test('is always between 0 and 100 for a discount not above the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 0, max: 100 }), (priceCents, pct) => {
        const discountCents = Math.floor((priceCents * pct) / 100);
        const p = discountPercent(discountCents / 100, priceCents / 100);
        return p >= 0 && p <= 100 && p <= pct;
      }),
    );
  });
});

describe('business-creation add-on (spec 9: 12-month display price x 0.8 / 12)', () => {
  test('uses 0.8 by default', () => {
    // 299.88 x 0.8 / 12 = 19.992
    expect(addOnMonthlyPrice(299.88)).toBe(19.99);
    expect(addOnMonthlyPrice(120)).toBe(8);
  });
  test('uses 0.7916 for the local listings premium add-on', () => {
    // 479.88 x 0.7916 / 12 = 31.656...
    expect(addOnMonthlyPrice(479.88, LOCAL_PREMIUM_ADDON_FACTOR)).toBe(31.66);
    expect(addOnMonthlyPrice(120, 0.7916)).toBe(7.92);
  });
});

describe('price text', () => {
  test('0.00 shows the plan free text', () => {
    expect(monthlyPriceText(0, 'FREE')).toBe('FREE');
    expect(monthlyPriceText(0.001, 'Included')).toBe('Included');
  });
  test('anything else shows $X.XX/mo', () => {
    expect(monthlyPriceText(0.99, 'FREE')).toBe('$0.99/mo');
    expect(monthlyPriceText(6.66, 'FREE')).toBe('$6.66/mo');
    expect(monthlyPriceText(1.19, 'FREE')).toBe('$1.19/mo');
  });
  test('the renewal note is the spec text', () => {
    expect(RENEWAL_NOTE).toBe('Prices renew at the then-current rate.');
  });
});

describe('asterisk (spec 9: on /hosting, /wordpress and /woocommerce)', () => {
  test.each(['/hosting', '/wordpress', '/woocommerce', '/hosting/', '/wordpress?p=X', '/woocommerce#plans'])(
    '%s has it',
    (p) => {
      expect(showsAsterisk(p)).toBe(true);
    },
  );
  test.each(['/', '/websites', '/mail', '/hostingfoo', '/stores', '/local'])('%s does not', (p) => {
    expect(showsAsterisk(p)).toBe(false);
  });
});

describe('cents rounding and formatting', () => {
  test('float artefacts never show', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(roundCents(1.005)).toBe(1.01);
    expect(toCents(17.99 * 12)).toBe(21588);
    expect(formatPrice(11.25 * 12 - 123.12)).toBe('$11.88');
  });
  test('formatPrice', () => {
    expect(formatPrice(0.99)).toBe('$0.99');
    expect(formatPrice(79.99)).toBe('$79.99');
    expect(formatPrice(299)).toBe('$299.00');
    expect(formatPrice(299, { dropZeroCents: true })).toBe('$299');
    expect(formatPrice(299.5, { dropZeroCents: true })).toBe('$299.50');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
  });
  test('non-finite amounts are refused', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
  test('per month and term length', () => {
    expect(perMonth(215.88, 12)).toBe(17.99);
    expect(perMonth(11.88, 12)).toBe(0.99);
    expect(termMonths('whprofessional_t12m')).toBe(12);
    expect(termMonths('difmstandard_t6m')).toBe(6);
    expect(termMonths('yd2a_t24m')).toBe(24);
    expect(termMonths('ysb-ui-elements')).toBeNull();
    expect(() => perMonth(10, 0)).toThrow(RangeError);
  });
});
