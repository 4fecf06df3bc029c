import { describe, expect, test } from 'vitest';
import {
  bookableRange,
  formatChoiceValue,
  isBookable,
  slotsOf,
  todayIn,
} from '../../client/components/enterprise-form/choice-calendar.ts';
import {
  duplicateOf,
  emptyEnterpriseValues,
  enterpriseResolver,
  toFormData,
} from '../../client/components/enterprise-form/form-data.ts';
import { validateEnterprise } from '../../shared/enterprise-schema.ts';

const base = {
  ...emptyEnterpriseValues,
  name: ' Jordan Lee ',
  email: 'jordan@example.com',
  phone: '2015550123',
  countryCode: 'US',
  businessName: 'Lee Logistics',
  websiteURL: 'leelogistics.example',
  industry: 'Retail',
  role: 'Owner',
  companySize: '1-10',
  revenue: '$50,000,000+',
  timeZone: 'ET',
  firstChoice: '2031-01-15T10:00',
  secondChoice: '2031-01-15T10:30',
  thirdChoice: '',
  services: ['Website Hosting', 'Ecommerce'],
};

describe('enterprise form data (spec 3)', () => {
  test('services are comma-joined and choices are wall-clock values the endpoint accepts', () => {
    const data = toFormData({ ...base, thirdChoice: '2031-01-16T14:00' });
    expect(data).toMatchObject({
      name: 'Jordan Lee',
      services: 'Website Hosting,Ecommerce',
      firstChoice: '2031-01-15T10:00',
      thirdChoice: '2031-01-16T14:00',
    });
    expect(validateEnterprise(data, new Date('2030-01-01T00:00:00Z')).ok).toBe(true);
  });

  test('a picked time equal to another choice names that choice (spec 4: the pick is refused)', () => {
    expect(duplicateOf('thirdChoice', '2031-01-15T10:30', base)).toBe('secondChoice');
    expect(duplicateOf('secondChoice', '2031-01-15T10:00', base)).toBe('firstChoice');
    expect(duplicateOf('firstChoice', '2031-01-15T10:00', base)).toBeUndefined();
    expect(duplicateOf('thirdChoice', '2031-01-15T11:00', base)).toBeUndefined();
  });

  test('the form validates with the shared schema and the exact spec messages', async () => {
    const empty = await enterpriseResolver(emptyEnterpriseValues, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(empty.errors.name?.message).toBe('Please enter a valid name.');
    expect(empty.errors.timeZone?.message).toBe('Please enter a valid time zone.');
    expect(empty.errors.thirdChoice?.message).toBe('Please enter a valid third choice date.');
    const crlf = await enterpriseResolver(
      { ...base, thirdChoice: '2031-01-16T14:00', businessName: 'Lee\r\nBcc: x@evil.example' },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(crlf.errors).toEqual({ businessName: { type: 'schema', message: 'Please enter a valid business name.' } });
  });
});

describe('the choice picker (decision 142)', () => {
  test('30-minute slots in business hours, printed as d MMM yyyy / hh:mma', () => {
    const slots = slotsOf('2031-01-15');
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe('2031-01-15T09:00');
    expect(slots.at(-1)).toBe('2031-01-15T16:30');
    expect(formatChoiceValue('2031-01-15T09:00')).toBe('15 Jan 2031 / 09:00AM');
    expect(formatChoiceValue('2031-01-15T14:30')).toBe('15 Jan 2031 / 02:30PM');
  });

  test('bookable days are weekdays from tomorrow in the chosen zone, up to 90 days ahead', () => {
    // Friday 2031-01-17 at 23:30 in New York is already Saturday in UTC.
    const now = new Date('2031-01-18T04:30:00Z');
    expect(todayIn('America/New_York', now)).toBe('2031-01-17');
    expect(todayIn('Pacific/Honolulu', now)).toBe('2031-01-17');
    const range = bookableRange(todayIn('America/New_York', now));
    expect(range.first).toBe('2031-01-20'); // the next Monday
    expect(isBookable('2031-01-18', range)).toBe(false);
    expect(isBookable('2031-01-17', range)).toBe(false);
    expect(isBookable('2031-01-21', range)).toBe(true);
    expect(isBookable('2031-04-18', range)).toBe(false); // past the 90 days
  });
});
