import type { ReactNode, Ref } from 'react';
import type { FieldPath } from 'react-hook-form';
import { enterpriseChoiceTexts, enterpriseFormText } from '../../../content/enterprise.ts';
import { SubmitButton } from '../form-kit/submit.tsx';
import type { EnterpriseValues } from './form-data.ts';

/**
 * The form's short sections. On a phone the form is a full-screen sheet showing one section at a time
 * (decision 143); wider screens show them all.
 */
export const SECTIONS = [
  { title: enterpriseFormText.aboutYouTitle, fields: ['name', 'email', 'phone'] },
  {
    title: enterpriseFormText.organisationTitle,
    fields: ['businessName', 'websiteURL', 'industry', 'role', 'companySize', 'revenue'],
  },
  { title: enterpriseFormText.datesLegend, fields: ['timeZone', 'firstChoice', 'secondChoice', 'thirdChoice'] },
  { title: enterpriseFormText.servicesTitle, fields: ['services', 'comments'] },
] as const satisfies readonly { title: string; fields: readonly FieldPath<EnterpriseValues>[] }[];
export type SectionField = (typeof SECTIONS)[number]['fields'][number];
/** Every field in the order the form shows them: the first with a message takes the focus. */
export const ORDER: SectionField[] = SECTIONS.flatMap((s) => [...s.fields]);
/** The section a field is in. */
export const sectionOf = (name: string) => SECTIONS.findIndex((s) => (s.fields as readonly string[]).includes(name));

interface StepperProps {
  /** Each section's fields, in the order of SECTIONS. */
  sections: readonly ReactNode[];
  /** One section at a time (a phone), with Back and Next; else all of them and Send. */
  stepped: boolean;
  step: number;
  busy: boolean;
  /** The id of a section's heading. */
  headingId: (index: number) => string;
  /** The shown step's heading, focused when the step changes. */
  stepHeadingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}

/** The form's sections as numbered fieldsets, and the buttons under them: Back, Next or Send. */
export function EnterpriseStepper({ sections, stepped, step, busy, headingId, stepHeadingRef, onBack }: StepperProps) {
  const last = SECTIONS.length - 1;
  const back =
    stepped && step > 0 ? (
      <button type="button" className="button button--secondary" onClick={onBack}>
        {enterpriseFormText.back}
      </button>
    ) : null;
  return (
    <>
      {SECTIONS.map((s, i) =>
        stepped && i !== step ? null : (
          <fieldset key={s.title} className="enterprise-form__section" disabled={busy} aria-labelledby={headingId(i)}>
            <h3
              id={headingId(i)}
              className="enterprise-form__section-title"
              tabIndex={-1}
              ref={stepped ? stepHeadingRef : undefined}
            >
              {/* Numbered at every width and before the script runs: a long form says how many parts it has, and
                  the phone's one-part-at-a-time view then inserts no text in front of the title on hydration
                  (which moved the title and counted as a layout shift). */}
              <span className="enterprise-form__step">{enterpriseChoiceTexts.step(i + 1, SECTIONS.length)}</span>
              {s.title}
            </h3>
            {sections[i]}
          </fieldset>
        ),
      )}
      <div className="enterprise-form__steps">
        {back}
        {stepped && step < last ? (
          // The form's submit button while a step is shown (the form's onSubmit moves on), so Enter in a field moves on too.
          <button type="submit" className="button button--primary">
            {enterpriseFormText.next}
          </button>
        ) : (
          <SubmitButton busy={busy} label={enterpriseFormText.submit} busyLabel={enterpriseFormText.sending} />
        )}
      </div>
    </>
  );
}
