import { describe, expect, test } from 'vitest';
import { customerCareMode, msUntilNextChange } from '../../client/components/customer-care.tsx';

// Pacific time on 2026-07-15 is UTC-7 (PDT); on 2026-01-15 it is UTC-8 (PST).
const pdt = (h: number, m: number, s: number) => new Date(Date.UTC(2026, 6, 15, h + 7, m, s));
const pst = (h: number, m: number, s: number) => new Date(Date.UTC(2026, 0, 15, h + 8, m, s));

describe('customer-care element by Pacific clock (spec 4)', () => {
  test.each([
    [6, 0, 0, 'care'],
    [12, 0, 0, 'care'],
    [17, 0, 0, 'care'],
    [17, 0, 1, 'consultation'],
    [23, 59, 59, 'consultation'],
    [0, 0, 0, 'consultation'],
    [5, 59, 59, 'consultation'],
  ] as const)('%i:%i:%i PDT shows %s', (h, m, s, mode) => {
    expect(customerCareMode(pdt(h, m, s))).toBe(mode);
  });
  test('winter time too', () => {
    expect(customerCareMode(pst(6, 0, 0))).toBe('care');
    expect(customerCareMode(pst(5, 59, 59))).toBe('consultation');
    expect(customerCareMode(pst(17, 0, 1))).toBe('consultation');
  });
});

describe('the element switches by itself at the next edge (spec 4)', () => {
  test.each([
    [pdt(5, 59, 59), 1000],
    [pdt(6, 0, 0), (11 * 3600 + 1) * 1000],
    [pdt(17, 0, 0), 1000],
    [pdt(17, 0, 1), 13 * 3600 * 1000 - 1000],
    [pdt(23, 0, 0), 7 * 3600 * 1000],
  ] as const)('from %s the next change is in %i ms', (at, ms) => {
    expect(msUntilNextChange(at)).toBe(ms);
    // At that moment the mode is indeed the other one.
    expect(customerCareMode(new Date(at.getTime() + ms))).not.toBe(customerCareMode(at));
  });
});
