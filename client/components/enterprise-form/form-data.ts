import type { FieldErrors, Resolver } from 'react-hook-form';
import { CHOICE_FIELDS, enterpriseSchema, type ChoiceField } from '../../../shared/enterprise-schema.ts';

/** What the enterprise form holds while the visitor edits it. Choices are wall-clock "yyyy-MM-ddTHH:mm" or ''. */
export interface EnterpriseValues {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  businessName: string;
  websiteURL: string;
  industry: string;
  role: string;
  companySize: string;
  revenue: string;
  timeZone: string;
  firstChoice: string;
  secondChoice: string;
  thirdChoice: string;
  comments: string;
  services: string[];
}

export const emptyEnterpriseValues: EnterpriseValues = {
  name: '',
  email: '',
  phone: '',
  countryCode: 'US',
  businessName: '',
  websiteURL: '',
  industry: '',
  role: '',
  companySize: '',
  revenue: '',
  timeZone: '',
  firstChoice: '',
  secondChoice: '',
  thirdChoice: '',
  comments: '',
  services: [],
};

/** The form data as the endpoint takes it (spec 3 "Enterprise lead form"): choices as wall-clock values, services joined. */
export function toFormData(v: EnterpriseValues): Record<string, string> {
  const services = Array.isArray(v.services) ? v.services : v.services ? [v.services] : [];
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    countryCode: v.countryCode,
    businessName: v.businessName.trim(),
    websiteURL: v.websiteURL.trim(),
    industry: v.industry,
    role: v.role,
    companySize: v.companySize,
    revenue: v.revenue,
    timeZone: v.timeZone,
    firstChoice: v.firstChoice,
    secondChoice: v.secondChoice,
    thirdChoice: v.thirdChoice,
    comments: v.comments.trim(),
    services: services.join(','),
  };
}

/** The other choice a picked time duplicates, if any (spec 4: then the pick is refused and named). */
export function duplicateOf(
  field: ChoiceField,
  picked: string,
  v: Pick<EnterpriseValues, ChoiceField>,
): ChoiceField | undefined {
  return CHOICE_FIELDS.find((other) => other !== field && v[other] !== '' && v[other] === picked);
}

/**
 * react-hook-form runs the shared zod schema (shared/enterprise-schema.ts), the very one the endpoint runs: the
 * same rules and the spec's words on both sides. On blur the form keeps only the left field's message.
 */
export const enterpriseResolver: Resolver<EnterpriseValues> = async (values) => {
  const result = enterpriseSchema(new Date()).safeParse(toFormData(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    if (!errors[field]) errors[field] = { type: 'schema', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<EnterpriseValues> };
};
