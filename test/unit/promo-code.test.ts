import { describe, expect, test } from 'vitest';
import { parsePromo, promoCode } from '../../shared/promo.ts';
import { checkoutHref } from '../../shared/checkout.ts';

describe('promotion code rule (spec 5, CONTRACT.md)', () => {
  test.each(['SAVE23', 'spring-24', 'a_b', 'me@x.y', '1.2.3'])('accepts %s', (c) => expect(parsePromo(c)).toBe(c));
  test.each(['', 'two words', '<script>', 'a&p=b', 'ü', 'a/b', 'x'.repeat(65), null, 42])('rejects %s', (c) =>
    expect(parsePromo(c)).toBeNull(),
  );
  test('a code written in content must be valid, or its module does not load', () => {
    expect(promoCode('SPRING')).toBe('SPRING');
    expect(() => promoCode('two words')).toThrow(/not a valid promotion code/);
  });
  test('a valid code is carried into checkout links; an invalid one is not', () => {
    expect(checkoutHref('https://c.example', 'whprofessional_t12m', { promo: parsePromo('SAVE23') })).toBe(
      'https://c.example?pd=whprofessional_t12m&p=SAVE23',
    );
    expect(checkoutHref('https://c.example', 'whprofessional_t12m', { promo: parsePromo('a&p=b') })).toBe(
      'https://c.example?pd=whprofessional_t12m',
    );
  });
});
