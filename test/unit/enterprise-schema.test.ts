import { describe, expect, test } from 'vitest';
import {
  choiceInstant,
  ENTERPRISE_FIELDS,
  enterpriseFields,
  enterpriseMailVariables,
  formatChoice,
  validateEnterprise,
  validateEnterpriseField,
} from '../../shared/enterprise-schema.ts';
import {
  COMPANY_SIZES,
  enterpriseFieldLabels,
  INDUSTRIES,
  REVENUES,
  ROLES,
  TIME_ZONES,
} from '../../content/enterprise.ts';

const now = new Date('2025-03-05T20:00:00Z');
const validEnterprise = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(213) 373-4253',
  countryCode: 'US',
  businessName: 'Analytical Engines',
  websiteURL: 'https://www.example.com:8080/about',
  industry: 'Technology',
  role: 'Owner',
  companySize: '11-25',
  revenue: '$50,000,000+',
  timeZone: 'ET',
  firstChoice: '2025-03-10T09:00',
  secondChoice: '2025-03-10T09:30',
  thirdChoice: '2025-03-11T14:30',
  comments: 'Call me, please.',
  services: 'Website Hosting, Ecommerce',
};

describe('enterprise option lists', () => {
  test('have the sizes of spec 9', () => {
    expect(INDUSTRIES).toHaveLength(16);
    expect(INDUSTRIES[0]).toBe('Agriculture');
    expect(INDUSTRIES[15]).toBe('Other');
    expect(ROLES).toHaveLength(10);
    expect(COMPANY_SIZES).toEqual(['1-10', '11-25', '26-50', '51-200', '201-500', '500+']);
    expect(REVENUES).toHaveLength(6);
    expect(REVENUES[0]).toBe('Less than $100,000');
    expect(REVENUES[5]).toBe('$50,000,000+');
    expect(TIME_ZONES.map((z) => z.value)).toEqual(['ET', 'CT', 'MT', 'PT', 'AKT', 'HAT']);
  });
});

describe('enterprise form validation', () => {
  test("the fields are the schema's: each the visitor fills in has a label, in the form's order", () => {
    expect(Object.keys(enterpriseFields.shape)).toEqual([
      'name',
      'email',
      'phone',
      'countryCode',
      ...ENTERPRISE_FIELDS.slice(3),
    ]);
    expect(Object.keys(enterpriseFieldLabels)).toEqual(ENTERPRISE_FIELDS);
  });

  test('a complete form passes and a client-sent recipient is dropped', () => {
    const r = validateEnterprise({ ...validEnterprise, to: 'attacker@example.com' }, now);
    expect(r.ok).toBe(true);
    expect(r.ok && 'to' in r.data).toBe(false);
  });

  test('an empty form gets the exact messages of spec 5', () => {
    const r = validateEnterprise({}, now);
    expect(r).toEqual({
      ok: false,
      errors: {
        phone: 'Please enter a valid phone.',
        name: 'Please enter a valid name.',
        email: 'Please enter a valid email.',
        businessName: 'Please enter a valid business name.',
        websiteURL: 'Please enter a valid website URL.',
        industry: 'Please enter a valid industry.',
        role: 'Please enter a valid role.',
        companySize: 'Please enter a valid company size.',
        revenue: 'Please enter a valid revenue.',
        timeZone: 'Please enter a valid time zone.',
        firstChoice: 'Please enter a valid first choice date.',
        secondChoice: 'Please enter a valid second choice date.',
        thirdChoice: 'Please enter a valid third choice date.',
      },
    });
  });

  test('names are letters and spaces only', () => {
    expect(validateEnterpriseField('name', 'Zoë Ångström')).toBeUndefined();
    expect(validateEnterpriseField('name', "O'Brien")).toBe('Please enter a valid name.');
  });

  test('website URLs follow the rule of spec 5', () => {
    for (const ok of [
      'example.com',
      'www.example.co',
      'http://example.com',
      'https://www.shop.example.com:443/a/b?c=d',
    ]) {
      expect(validateEnterpriseField('websiteURL', ok), ok).toBeUndefined();
    }
    for (const bad of ['example', 'ftp://example.com', 'example.c', 'example.com:123456', 'exa mple.com', 'https://']) {
      expect(validateEnterpriseField('websiteURL', bad), bad).toBe('Please enter a valid website URL.');
    }
  });

  test('phones longer than 20 characters or invalid for the country are refused', () => {
    expect(validateEnterpriseField('phone', '+1 213 373 4253 000000', { countryCode: 'US' })).toBe(
      'Please enter a valid phone.',
    );
    expect(validateEnterpriseField('phone', '020 7946 0958', { countryCode: 'GB' })).toBeUndefined();
  });

  test('dates in the past are refused', () => {
    const r = validateEnterprise({ ...validEnterprise, firstChoice: '2025-03-05T09:00' }, now);
    expect(r).toEqual({ ok: false, errors: { firstChoice: 'Please enter a valid first choice date.' } });
  });

  test('a duplicate date names the other choice', () => {
    const r = validateEnterprise({ ...validEnterprise, thirdChoice: validEnterprise.firstChoice }, now);
    expect(r).toEqual({
      ok: false,
      errors: {
        thirdChoice:
          'This date and time has already been selected for first choice. Please choose a different date and time.',
      },
    });
    const r2 = validateEnterprise({ ...validEnterprise, thirdChoice: validEnterprise.secondChoice }, now);
    expect(r2.ok === false && r2.errors.thirdChoice).toMatch(/selected for second choice\./);
  });

  test('a wall-clock choice means that time in the chosen time zone', () => {
    expect(new Date(choiceInstant('2025-03-10T09:00', 'ET') as number).toISOString()).toBe('2025-03-10T13:00:00.000Z');
    expect(new Date(choiceInstant('2025-01-10T09:00', 'HAT') as number).toISOString()).toBe('2025-01-10T19:00:00.000Z');
    expect(choiceInstant('2025-03-10T09:15', 'ET')).toBeUndefined();
  });

  test('choices are formatted as d MMM yyyy / hh:mma', () => {
    expect(formatChoice(Date.parse('2025-03-10T13:00:00Z'), 'ET')).toBe('10 Mar 2025 / 09:00AM');
    expect(formatChoice(Date.parse('2025-03-11T18:30:00Z'), 'ET')).toBe('11 Mar 2025 / 02:30PM');
    expect(formatChoice(Date.parse('2025-03-11T04:00:00Z'), 'ET')).toBe('11 Mar 2025 / 12:00AM');
  });

  test('the mail variables of spec 7', () => {
    const r = validateEnterprise(validEnterprise, now);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(enterpriseMailVariables(r.data)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(213) 373-4253',
      businessName: 'Analytical Engines',
      websiteURL: 'https://www.example.com:8080/about',
      timeZone: 'ET',
      firstChoice: '10 Mar 2025 / 09:00AM',
      secondChoice: '10 Mar 2025 / 09:30AM',
      thirdChoice: '11 Mar 2025 / 02:30PM',
      comments: 'Call me, please.',
      industry: 'Technology',
      role: 'Owner',
      companySize: '11-25',
      revenue: '$50,000,000+',
      services: 'Website Hosting, Ecommerce',
    });
  });

  test('services must come from the list', () => {
    expect(validateEnterprise({ ...validEnterprise, services: 'Website Hosting, Free Pizza' }, now)).toEqual({
      ok: false,
      errors: { services: 'Please choose services from the list.' },
    });
    expect(validateEnterprise({ ...validEnterprise, services: '' }, now).ok).toBe(true);
  });
});
