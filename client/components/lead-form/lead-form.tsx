import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Check, LoaderCircle, X } from 'lucide-react';
import { intentsFor, leadFormText } from '../../../content/lead-form.ts';
import {
  validateAgreetos,
  validateCompany,
  validateDate,
  validateEmail,
  validateIntent,
  validateName,
  validatePhone,
} from '../../../shared/lead-schema.ts';
import { LEAD_LIMITS, TIME_SLOTS, type LeadType } from '../../../shared/lead-types.ts';
import { ConsultationDate } from './consultation-date.tsx';
import { PhoneField } from './phone-field.tsx';
import { buildLeadPayload, emptyLeadValues, postLead, type LeadFormValues } from './submit-lead.ts';
import { useCaptcha } from './use-captcha.ts';
import { format } from 'date-fns';

export interface LeadFormProps {
  leadType: LeadType;
  /** Heading of the form panel (an h2). */
  title?: string;
  /** Redirect here on success (spec 4); without it the thank-you panel shows in place. */
  successUrl?: string;
  /** Offer "Ask another question" on the in-place thank-you panel, bringing the form back. */
  allowAnother?: boolean;
  /** Shows the close icon; called when it is pressed (web design: back to the hero). */
  onClose?: () => void;
  /** Move focus into the form when it appears (after a button swapped it in). */
  autoFocus?: boolean;
}

type Phase = 'editing' | 'submitting' | 'submitted';

const ok = (msg: string | undefined) => msg ?? true;

/**
 * The consultation lead form (spec 4 "Lead form", spec 5): editing, then submitting (a spinner replaces the
 * button), then submitted. A failure keeps the form, re-enables it and shows spec 8's message until any edit.
 */
export function LeadForm({ leadType, title = 'Request a consultation', successUrl, allowAnother, onClose, autoFocus }: LeadFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const intents = intentsFor(leadType);
  const navigate = useNavigate();
  const runCaptcha = useCaptcha();
  const [phase, setPhase] = useState<Phase>('editing');
  const [failed, setFailed] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const { register, control, handleSubmit, watch, trigger, reset, setFocus, formState } = useForm<LeadFormValues>({
    defaultValues: emptyLeadValues,
    mode: 'onTouched',
  });
  const { errors, touchedFields } = formState;

  // spec 4: any field edit clears the submit error.
  useEffect(() => {
    const sub = watch(() => setFailed(false));
    return () => sub.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (autoFocus && phase === 'editing') setFocus('name');
    // Only when the panel first appears or comes back from the thank-you state.
  }, [autoFocus, phase, setFocus]);

  useEffect(() => {
    if (phase === 'submitted') thanksRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (failed) submitRef.current?.focus();
  }, [failed]);

  const [name, email, phone, countryCode] = watch(['name', 'email', 'phone', 'countryCode']);
  const nameValid = !!name && !validateName(name);
  const emailValid = !!email && !validateEmail(email);
  const phoneValid = !!phone && !validatePhone(phone, countryCode);

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    setPhase('submitting');
    try {
      // spec 4: the invisible captcha runs on the button press and its token triggers the submit.
      const token = await runCaptcha();
      await postLead(leadType, buildLeadPayload(values, intents, token));
      if (successUrl) {
        navigate(successUrl);
        return;
      }
      reset(emptyLeadValues);
      setPhase('submitted');
    } catch {
      setPhase('editing');
      setFailed(true);
    }
  });

  const err = (field: keyof LeadFormValues) => {
    const e = errors[field];
    return e?.message ? (
      <p className="field__error" id={id(`${field}-error`)}>
        {e.message}
      </p>
    ) : null;
  };
  const aria = (field: keyof LeadFormValues) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': id(`${field}-error`) } : { 'aria-invalid': false as const };

  const busy = phase === 'submitting';
  const titleId = id('title');

  return (
    <div className="lead-panel" ref={panelRef}>
      {onClose ? (
        <button type="button" className="lead-panel__close" aria-label="Close the consultation form" onClick={onClose}>
          <X width={24} height={24} aria-hidden="true" />
        </button>
      ) : null}
      {phase === 'submitted' ? (
        <div className="lead-thanks">
          <h2 ref={thanksRef} tabIndex={-1}>
            Thank you for your request
          </h2>
          <p>We received your details. A member of our team will contact you within five business days.</p>
          {allowAnother ? (
            <button type="button" className="button button--secondary" onClick={() => setPhase('editing')}>
              Ask another question
            </button>
          ) : null}
        </div>
      ) : (
        <form className="lead-form" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          <h2 id={titleId} className="lead-form__title">
            {title}
          </h2>
          <p className="lead-form__hint">Fields marked * are required.</p>
          <fieldset className="lead-form__fields" disabled={busy}>
            <legend className="visually-hidden">Your contact details</legend>
            <div className={`field${errors.name ? ' field--invalid' : ''}`}>
              <label htmlFor={id('name')}>Name *</label>
              <div className="field__control">
                <input
                  id={id('name')}
                  type="text"
                  autoComplete="name"
                  maxLength={LEAD_LIMITS.name}
                  {...aria('name')}
                  {...register('name', { validate: (v) => ok(validateName(v)) })}
                />
                {nameValid ? <Check className="field__check" width={20} height={20} aria-hidden="true" /> : null}
              </div>
              {err('name')}
            </div>

            <div className={`field${errors.email ? ' field--invalid' : ''}`}>
              <label htmlFor={id('email')}>Email *</label>
              <div className="field__control">
                <input
                  id={id('email')}
                  type="email"
                  autoComplete="email"
                  maxLength={LEAD_LIMITS.email}
                  {...aria('email')}
                  {...register('email', { validate: (v) => ok(validateEmail(v)) })}
                />
                {emailValid ? <Check className="field__check" width={20} height={20} aria-hidden="true" /> : null}
              </div>
              {err('email')}
            </div>

            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => (
                <PhoneField
                  id={id('phone')}
                  label="Phone *"
                  country={field.value}
                  onCountryChange={(c) => {
                    field.onChange(c);
                    if (touchedFields.phone) void trigger('phone');
                  }}
                  inputProps={register('phone', { validate: (v, all) => ok(validatePhone(v, all.countryCode)) })}
                  invalid={!!errors.phone}
                  valid={phoneValid}
                  errorId={id('phone-error')}
                  maxLength={LEAD_LIMITS.phone}
                />
              )}
            />
            {err('phone')}

            <div className={`field${errors.company ? ' field--invalid' : ''}`}>
              <label htmlFor={id('company')}>{leadFormText.companyLabel}</label>
              <input
                id={id('company')}
                type="text"
                autoComplete="organization"
                maxLength={LEAD_LIMITS.company}
                {...aria('company')}
                {...register('company', { validate: (v) => ok(validateCompany(v)) })}
              />
              {err('company')}
            </div>

            {intents.length > 0 ? (
              <div className={`field${errors.intentId ? ' field--invalid' : ''}`}>
                <label htmlFor={id('intentId')}>{leadFormText.intentPlaceholder} *</label>
                <select id={id('intentId')} {...aria('intentId')} {...register('intentId', { validate: (v) => ok(validateIntent(v, leadType)) })}>
                  <option value="">{leadFormText.intentPlaceholder}</option>
                  {intents.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.text}
                    </option>
                  ))}
                </select>
                {err('intentId')}
              </div>
            ) : null}

            <div className="lead-form__row">
              <div className={`field${errors.date ? ' field--invalid' : ''}`}>
                <label htmlFor={id('date')}>Preferred day (optional)</label>
                <Controller
                  control={control}
                  name="date"
                  rules={{ validate: (d) => ok(d ? validateDate(format(d, 'yyyy-MM-dd')) : undefined) }}
                  render={({ field }) => (
                    <ConsultationDate
                      id={id('date')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={!!errors.date}
                      errorId={id('date-error')}
                      disabled={busy}
                    />
                  )}
                />
                {err('date')}
              </div>
              <div className="field">
                <label htmlFor={id('time')}>Preferred time, Pacific (optional)</label>
                <select id={id('time')} {...register('time')}>
                  <option value="">{leadFormText.timePlaceholder}</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot} PT
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <div className={`field field--checkbox${errors.agreetos ? ' field--invalid' : ''}`}>
              <input
                id={id('agreetos')}
                type="checkbox"
                {...aria('agreetos')}
                {...register('agreetos', { validate: (v) => ok(validateAgreetos(v)) })}
              />
              <label htmlFor={id('agreetos')}>{leadFormText.consent}</label>
              {err('agreetos')}
            </div>
          </fieldset>

          {failed ? (
            <p className="lead-form__failure" role="alert">
              {leadFormText.submitFailure}
            </p>
          ) : null}

          <div className="lead-form__actions">
            {busy ? (
              <span className="lead-form__spinner" role="status">
                <LoaderCircle width={28} height={28} aria-hidden="true" />
                <span className="visually-hidden">Sending your request</span>
              </span>
            ) : (
              <button ref={submitRef} type="submit" className="button button--primary">
                Send request
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
