import { describe, expect, test } from 'vitest';
import { businessNameError, parseStoredPlace, placeAddress } from '../../client/components/business-search/rules.ts';
import { parsePromo, promoCode } from '../../shared/promo.ts';
import { funnelHref, localPlanFromQuery } from '../../client/components/business-search/funnel.ts';

describe('local business search rules (spec 5)', () => {
  test('the field is required with the spec message', () => {
    expect(businessNameError('')).toBe('Please enter a business name');
    expect(businessNameError('   ')).toBe('Please enter a business name');
    expect(businessNameError('Harbor Cafe')).toBeNull();
  });
  test('an address reads as one line and skips missing parts', () => {
    expect(
      placeAddress({ name: 'A', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '' }),
    ).toBe('1 Main St, Austin, TX 78701');
    expect(placeAddress({ name: 'A', address: '', city: 'Austin', state: '', zip: '', phone: '' })).toBe('Austin');
  });
  test('a stored business is read back only when well-formed', () => {
    expect(parseStoredPlace(null)).toBeNull();
    expect(parseStoredPlace('{oops')).toBeNull();
    expect(parseStoredPlace('{"name":""}')).toBeNull();
    expect(parseStoredPlace('{"name":"Harbor Cafe","zip":12}')).toEqual({
      name: 'Harbor Cafe',
      address: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
    });
  });
});

describe('local funnel links (spec 2.1, 7)', () => {
  test('carry p, pd and direct=1, keeping only valid values', () => {
    expect(
      funnelHref('/local/verify-business', { promo: promoCode('SPRING24'), pd: 'localprem_t12m', direct: true }),
    ).toBe('/local/verify-business?p=SPRING24&pd=localprem_t12m&direct=1');
    expect(funnelHref('/local/verify-business', { promo: parsePromo('bad code') })).toBe('/local/verify-business');
  });
  test('only the local rate plans are accepted as pd', () => {
    expect(localPlanFromQuery(new URLSearchParams('pd=localworksstd_t12m'))).toBe('localworksstd_t12m');
    expect(localPlanFromQuery(new URLSearchParams('pd=whprofessional_t12m'))).toBeNull();
  });
});
