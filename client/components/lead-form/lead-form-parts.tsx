import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import type { Intent } from '../../../content/lead-form.ts';
import { leadFormText } from '../../../content/lead-form/texts.ts';
import { Field, FieldError, fieldAria } from '../form-kit/field.tsx';

// Parts of the consultation lead form (lead-form-panel.tsx): the thank-you that replaces it once sent, and the
// reason for the call, and the consent box with its two links.

/** The thank-you (spec 4); its heading takes the focus. `onAnother`: the button that shows the form again. */
export function LeadThanks({ headingRef, onAnother }: { headingRef: Ref<HTMLHeadingElement>; onAnother?: () => void }) {
  return (
    <div className="lead-thanks">
      <h2 ref={headingRef} tabIndex={-1}>
        {leadFormText.thanksTitle}
      </h2>
      <p>{leadFormText.thanksText}</p>
      {onAnother ? (
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {leadFormText.askAnother}
        </button>
      ) : null}
    </div>
  );
}

/** The terms-and-privacy consent (spec 5: required); both links open in a new tab and say so. */
export function ConsentField({
  id,
  error,
  defaultChecked,
  inputProps,
}: {
  id: string;
  error: string | undefined;
  defaultChecked: boolean;
  /** The form's registration of the box. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const consent = leadFormText.consentParts;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-required="true"
        {...fieldAria(id, error)}
        {...inputProps}
      />
      <label htmlFor={id}>
        {consent.before}
        <a href={consent.terms.href} target="_blank" rel="noopener">
          {consent.terms.text}
          <span className="visually-hidden"> {consent.newTab}</span>
        </a>
        {consent.between}
        <a href={consent.privacy.href} target="_blank" rel="noopener">
          {consent.privacy.text}
          <span className="visually-hidden"> {consent.newTab}</span>
        </a>
        {consent.after}
      </label>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** What the call is about (spec 5: required when the lead type lists reasons). */
export function IntentField({
  id,
  intents,
  error,
  defaultValue,
  selectProps,
}: {
  id: string;
  intents: readonly Intent[];
  error: string | undefined;
  defaultValue: string;
  /** The form's registration of the list. */
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  return (
    <Field id={id} label={`${leadFormText.intentPlaceholder} *`} error={error}>
      <select id={id} defaultValue={defaultValue} aria-required="true" {...fieldAria(id, error)} {...selectProps}>
        <option value="">{leadFormText.intentPlaceholder}</option>
        {intents.map((i) => (
          <option key={i.id} value={i.id}>
            {i.text}
          </option>
        ))}
      </select>
    </Field>
  );
}
