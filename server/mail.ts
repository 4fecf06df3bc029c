import { brand } from '../content/brand.ts';
import { enterpriseFieldLabels } from '../content/enterprise.ts';
import { ENTERPRISE_FIELDS, type EnterpriseMailVariables } from '../shared/enterprise-schema.ts';

// spec 7: the enterprise form sends "an email with a named template" and its variables.
// Templates are plain text; a variable is never interpreted, only inserted.

export interface RenderedMail {
  subject: string;
  text: string;
}

type Vars = Record<string, string>;
type Template = (v: Vars) => RenderedMail;

const line = (label: string, value: string | undefined) => `${label}: ${value && value.length > 0 ? value : '-'}`;

/** The fields listed one per line, with the form's own labels; the call times and comments follow in blocks. */
const MAIL_FIELDS = ENTERPRISE_FIELDS.filter(
  (f) => !['timeZone', 'firstChoice', 'secondChoice', 'thirdChoice', 'comments'].includes(f),
);

/** Variables come back from the outbox as stored: a field may be missing from an older row. */
const enterpriseContact = (v: Partial<EnterpriseMailVariables>): RenderedMail => ({
  subject: `${brand.name} enterprise contact request: ${v.businessName ?? ''}`.trim(),
  text: [
    `A visitor asked ${brand.name} Enterprise Solutions to get in touch.`,
    '',
    ...MAIL_FIELDS.map((f) => line(enterpriseFieldLabels[f], v[f])),
    '',
    `Preferred call times (${v.timeZone ?? '-'}):`,
    `  1. ${v.firstChoice ?? '-'}`,
    `  2. ${v.secondChoice ?? '-'}`,
    `  3. ${v.thirdChoice ?? '-'}`,
    '',
    'Comments:',
    v.comments && v.comments.length > 0 ? v.comments : '-',
    '',
  ].join('\n'),
});

const TEMPLATES: Record<string, Template> = { 'enterprise-contact': enterpriseContact };

export const MAIL_TEMPLATES = Object.keys(TEMPLATES);

export class UnknownTemplateError extends Error {
  constructor(name: string) {
    super(`unknown mail template "${name}"`);
  }
}

export function renderMail(template: string, variables: Vars): RenderedMail {
  const t = Object.hasOwn(TEMPLATES, template) ? TEMPLATES[template] : undefined;
  if (!t) throw new UnknownTemplateError(template);
  return t(variables);
}
