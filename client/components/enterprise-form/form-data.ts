import type { FieldErrors, Resolver } from 'react-hook-form';
import { echoList, echoText, type FormEcho } from '../../../shared/form-echo.ts';
import {
  CHOICE_FIELDS,
  ENTERPRISE_FIELDS,
  enterpriseSchema,
  readChoiceText,
  type ChoiceField,
  type EnterpriseContact,
  type EnterpriseField,
} from '../../../shared/enterprise-schema.ts';

/**
 * What the enterprise form holds while the visitor edits it: one string per field of the shared schema (a list not
 * yet chosen is ''), and the services as a list of boxes ticked. Choices are wall-clock "yyyy-MM-ddTHH:mm" or ''.
 */
export type EnterpriseValues = Record<Exclude<keyof EnterpriseContact, 'services'>, string> & {
  services: string[];
};

export const emptyEnterpriseValues: EnterpriseValues = {
  ...(Object.fromEntries(ENTERPRISE_FIELDS.map((f) => [f, ''])) as Record<EnterpriseField, string>),
  countryCode: 'US',
  services: [],
};

/** The form as a refused plain post left it (decision 180). */
export function echoedValues(echo: FormEcho | undefined): EnterpriseValues {
  if (!echo) return emptyEnterpriseValues;
  const v = (name: string) => echoText(echo.values, name);
  return {
    ...emptyEnterpriseValues,
    ...Object.fromEntries(
      (Object.keys(emptyEnterpriseValues) as (keyof EnterpriseValues)[])
        .filter((k) => k !== 'services')
        .map((k) => [k, v(k)]),
    ),
    countryCode: v('countryCode') || 'US',
    services: echoList(echo.values, 'services'),
    // A choice typed into the date field, as the form holds it; text that names no day and time stays as typed.
    ...Object.fromEntries(CHOICE_FIELDS.map((f) => [f, readChoiceText(v(f)) ?? v(f)])),
  };
}

/** The fields a visitor types (the others are picked from lists): sent without surrounding spaces. */
const TYPED: ReadonlySet<EnterpriseField> = new Set([
  'name',
  'email',
  'phone',
  'businessName',
  'websiteURL',
  'comments',
]);

/** The form data as the endpoint takes it (spec 3 "Enterprise lead form"): choices as wall-clock values, services joined. */
export function toFormData(v: EnterpriseValues): Record<string, string> {
  const data: Record<string, string> = { countryCode: v.countryCode };
  for (const f of ENTERPRISE_FIELDS) {
    if (f === 'services') {
      const services = Array.isArray(v.services) ? v.services : v.services ? [v.services] : [];
      data.services = services.join(',');
    } else data[f] = TYPED.has(f) ? v[f].trim() : v[f];
  }
  return data;
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
