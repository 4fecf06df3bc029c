// spec 9 "Enterprise form options". The accepted values live in shared/enterprise-options.ts (decision 160);
// this file holds the wording shown with them. Industry, role, size, revenue and service values are shown as written.
import { TIME_ZONE_CODES, type TimeZoneCode } from '../shared/enterprise-options.ts';
import type { EnterpriseField } from '../shared/enterprise-schema.ts';

export {
  COMPANY_SIZES,
  INDUSTRIES,
  REVENUES,
  ROLES,
  SERVICES,
  type TimeZoneCode,
} from '../shared/enterprise-options.ts';

const timeZoneLabels: Record<TimeZoneCode, string> = {
  ET: 'Eastern Time (ET)',
  CT: 'Central Time (CT)',
  MT: 'Mountain Time (MT)',
  PT: 'Pacific Time (PT)',
  AKT: 'Alaska Time (AKT)',
  HAT: 'Hawaii-Aleutian Time (HAT)',
};

/** The time zones as the form lists them: code, label, IANA zone. */
export const TIME_ZONES = TIME_ZONE_CODES.map((z) => ({ ...z, label: timeZoneLabels[z.value] }));

export const enterpriseFieldLabels: Readonly<Record<EnterpriseField, string>> = {
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
};
