import { describe, expect, test } from 'vitest';
import { bookableWindow, isBookable, todayIn, wallDate } from '../../client/components/enterprise-form/choice-offer.ts';
import {
  duplicateOf,
  echoedValues,
  emptyEnterpriseValues,
  enterpriseResolver,
  toFormData,
} from '../../client/components/enterprise-form/form-data.ts';
import { readChoiceText, toChoiceValue, validateEnterprise } from '../../shared/enterprise-schema.ts';

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

describe('the date-time choices (decisions 142, 288)', () => {
  test("a typed choice is read strictly, in the field's own format and two others, as a wall-clock value", () => {
    expect(readChoiceText('15 Jan 2031 / 10:00AM')).toBe('2031-01-15T10:00');
    expect(readChoiceText(' 5 jan 2031 / 2:30 pm ')).toBe('2031-01-05T14:30');
    expect(readChoiceText('15 Jan 2031 / 12:00AM')).toBe('2031-01-15T00:00');
    expect(readChoiceText('01/15/2031 10:00 AM')).toBe('2031-01-15T10:00');
    expect(readChoiceText('2031-01-15T16:30')).toBe('2031-01-15T16:30');
    // No such day, no such time, no time at all, or no date: nothing is guessed.
    for (const typed of [
      '31 Feb 2027 / 10:00AM',
      '02/31/2027 10:00 AM',
      '02/31/2027',
      '29 Feb 2027 / 10:00AM',
      '15 Jan 2031 / 13:00PM',
      '15 Jan 2031 / 10:75AM',
      '15 Foo 2031 / 10:00AM',
      'next tuesday',
      '',
    ])
      expect(readChoiceText(typed), typed).toBeUndefined();
    expect(readChoiceText('29 Feb 2028 / 10:00AM')).toBe('2028-02-29T10:00');
    // What the field shows of a value reads back as that value.
    const shown = wallDate('2031-01-15T14:30')!;
    expect(toChoiceValue(shown)).toBe('2031-01-15T14:30');
    expect(wallDate('15 Jan 2031 / 10:00AM')).toBeNull();
  });

  test("a refused post's typed choices come back as values, or as typed when they name no day and time", () => {
    const v = echoedValues({
      kind: 'enterprise',
      path: '/enterprisesolutions/contact',
      values: { firstChoice: '15 Jan 2031 / 10:00AM', secondChoice: '02/31/2027', thirdChoice: '' },
      errors: {},
    });
    expect([v.firstChoice, v.secondChoice, v.thirdChoice]).toEqual(['2031-01-15T10:00', '02/31/2027', '']);
  });

  test('bookable days are weekdays from tomorrow in the chosen zone, up to 90 days ahead', () => {
    // Friday 2031-01-17 at 23:30 in New York is already Saturday in UTC.
    const now = new Date('2031-01-18T04:30:00Z');
    const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
    expect(todayIn('America/New_York', now)).toEqual(day(2031, 1, 17));
    expect(todayIn('Pacific/Honolulu', now)).toEqual(day(2031, 1, 17));
    const range = bookableWindow(todayIn('America/New_York', now));
    expect(range.first).toEqual(day(2031, 1, 20)); // the next Monday
    expect(isBookable(day(2031, 1, 18, 10), range)).toBe(false);
    expect(isBookable(day(2031, 1, 17, 10), range)).toBe(false);
    expect(isBookable(day(2031, 1, 21, 16), range)).toBe(true);
    expect(isBookable(day(2031, 4, 18, 9), range)).toBe(false); // past the 90 days
  });
});
