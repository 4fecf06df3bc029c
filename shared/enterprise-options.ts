// The values POST /api/enterprise-contact accepts (spec 9 "Enterprise form options"; lists the spec leaves open:
// docs/decisions/023-enterprise-option-lists.md). Values, not wording: the labels shown beside them live in
// content/enterprise.ts, so an edit of the copy never changes what the API accepts (decision 160).

/** 16 values from Agriculture to Other. */
export const INDUSTRIES = [
  'Agriculture',
  'Automotive',
  'Construction',
  'Education',
  'Financial Services',
  'Government',
  'Healthcare',
  'Hospitality',
  'Legal',
  'Manufacturing',
  'Non-Profit',
  'Real Estate',
  'Retail',
  'Technology',
  'Transportation',
  'Other',
] as const;

/** 10 values. */
export const ROLES = [
  'Owner',
  'Executive',
  'Director',
  'Manager',
  'IT / Technical',
  'Marketing',
  'Sales',
  'Operations',
  'Consultant',
  'Other',
] as const;

export const COMPANY_SIZES = ['1-10', '11-25', '26-50', '51-200', '201-500', '500+'] as const;

/** Six bands from "Less than $100,000" to "$50,000,000+" (the spec's values, sent as written). */
export const REVENUES = [
  'Less than $100,000',
  '$100,000 - $999,999',
  '$1,000,000 - $4,999,999',
  '$5,000,000 - $9,999,999',
  '$10,000,000 - $49,999,999',
  '$50,000,000+',
] as const;

/** The six time-zone codes with the IANA zone each stands for (the dates are read in it). */
export const TIME_ZONE_CODES = [
  { value: 'ET', iana: 'America/New_York' },
  { value: 'CT', iana: 'America/Chicago' },
  { value: 'MT', iana: 'America/Denver' },
  { value: 'PT', iana: 'America/Los_Angeles' },
  { value: 'AKT', iana: 'America/Anchorage' },
  { value: 'HAT', iana: 'Pacific/Honolulu' },
] as const;

export type TimeZoneCode = (typeof TIME_ZONE_CODES)[number]['value'];

export const SERVICES = [
  'Website Hosting',
  'Website Design & Development',
  'Localization',
  'Email Marketing',
  'Ecommerce',
  'Enhanced Security',
  'Website Migration',
] as const;
