import type { ReactNode } from 'react';
import { Icon } from '../sections/icon.tsx';

/** The ids a field's control and its message share. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** aria-invalid and aria-describedby for a control, from its error. */
export function fieldAria(id: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) }
    : { 'aria-invalid': false as const, 'aria-describedby': undefined };
}

/**
 * The one field-error markup of every form. The line is always there, so a message that appears (on blur, on
 * submit) fills space that is already reserved instead of pushing what is below it (CLS 0).
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p className="field__error" id={errorIdOf(id)}>
      {message ?? ''}
    </p>
  );
}

interface FieldProps {
  /** The control's id: the label points at it and the message is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A line under the label, tied to nothing (the control adds it to aria-describedby itself if it matters). */
  hint?: ReactNode;
  error?: string;
  /** Shows the check mark of spec 5 beside the control. */
  valid?: boolean;
  /** Label element: a <label for> (default) or a <span> for widgets named by aria-labelledby. */
  labelAs?: 'label' | 'span';
  labelId?: string;
  className?: string;
  children: ReactNode;
}

/** Label, optional hint, the control with its valid mark, and the message line: every form field is one of these. */
export function Field({ id, label, hint, error, valid, labelAs = 'label', labelId, className, children }: FieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      {labelAs === 'label' ? (
        <label htmlFor={id} id={labelId}>
          {label}
        </label>
      ) : (
        <span className="field-label" id={labelId}>
          {label}
        </span>
      )}
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="field__control">
        {children}
        {valid ? <Icon name="check" size={20} className="field__check" /> : null}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
