// spec 9 "Enterprise form options". Lists marked "not shown" in the spec are completed here:
// docs/decisions/023-enterprise-option-lists.md.

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

/** Six bands from "Less than $100,000" to "$50,000,000+". */
export const REVENUES = [
  'Less than $100,000',
  '$100,000 - $999,999',
  '$1,000,000 - $4,999,999',
  '$5,000,000 - $9,999,999',
  '$10,000,000 - $49,999,999',
  '$50,000,000+',
] as const;

export const TIME_ZONES = [
  { value: 'ET', label: 'Eastern Time (ET)', iana: 'America/New_York' },
  { value: 'CT', label: 'Central Time (CT)', iana: 'America/Chicago' },
  { value: 'MT', label: 'Mountain Time (MT)', iana: 'America/Denver' },
  { value: 'PT', label: 'Pacific Time (PT)', iana: 'America/Los_Angeles' },
  { value: 'AKT', label: 'Alaska Time (AKT)', iana: 'America/Anchorage' },
  { value: 'HAT', label: 'Hawaii-Aleutian Time (HAT)', iana: 'Pacific/Honolulu' },
] as const;

export type TimeZoneCode = (typeof TIME_ZONES)[number]['value'];

export const SERVICES = [
  'Website Hosting',
  'Website Design & Development',
  'Localization',
  'Email Marketing',
  'Ecommerce',
  'Enhanced Security',
  'Website Migration',
] as const;

export const enterpriseFieldLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  businessName: 'Business Name',
  websiteURL: 'Website URL',
  industry: 'Industry',
  role: 'Role',
  companySize: 'Company Size',
  revenue: 'Revenue',
  timeZone: 'Time Zone',
  firstChoice: 'First Choice',
  secondChoice: 'Second Choice',
  thirdChoice: 'Third Choice',
  comments: 'Comments',
  services: 'Services',
} as const;
