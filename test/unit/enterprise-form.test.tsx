import { describe, expect, test } from 'vitest';
import { duplicateOf, toFormData } from '../../client/components/enterprise-form/enterprise-form.tsx';
import { validateEnterprise } from '../../shared/enterprise-schema.ts';

const base = {
  name: ' Jordan Lee ', email: 'jordan@example.com', phone: '2015550123', countryCode: 'US', businessName: 'Lee Logistics',
  websiteURL: 'leelogistics.example', industry: 'Retail', role: 'Owner', companySize: '1-10', revenue: '$50,000,000+',
  timeZone: 'ET', firstChoice: new Date(2031, 0, 15, 10, 0), secondChoice: new Date(2031, 0, 15, 10, 30),
  thirdChoice: null as Date | null, comments: '', services: ['Website Hosting', 'Ecommerce'],
};

describe('enterprise form data (spec 3)', () => {
  test('services are comma-joined and choices are wall-clock values the endpoint accepts', () => {
    const data = toFormData({ ...base, thirdChoice: new Date(2031, 0, 16, 14, 0) });
    expect(data).toMatchObject({ name: 'Jordan Lee', services: 'Website Hosting,Ecommerce', firstChoice: '2031-01-15T10:00', thirdChoice: '2031-01-16T14:00' });
    expect(validateEnterprise(data, new Date('2030-01-01T00:00:00Z')).ok).toBe(true);
  });

  test('a picked date equal to another choice names that choice (spec 4: the date is refused)', () => {
    expect(duplicateOf('thirdChoice', new Date(2031, 0, 15, 10, 30), base)).toBe('secondChoice');
    expect(duplicateOf('secondChoice', new Date(2031, 0, 15, 10, 0), base)).toBe('firstChoice');
    expect(duplicateOf('firstChoice', new Date(2031, 0, 15, 10, 0), base)).toBeUndefined();
    expect(duplicateOf('thirdChoice', new Date(2031, 0, 15, 11, 0), base)).toBeUndefined();
  });
});
