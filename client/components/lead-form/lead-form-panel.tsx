import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Controller, useForm, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import X from 'lucide-react/icons/x';
import { format } from 'date-fns';
import { intentsFor } from '../../../content/lead-form.ts';
import { leadFormText } from '../../../content/lead-form/texts.ts';
import { requiredFieldsHint } from '../../../content/form-texts.ts';
import {
  validateAgreetos,
  validateCompany,
  validateDate,
  validateEmail,
  validateIntent,
  validateName,
  validatePhone,
} from '../../../shared/lead-schema.ts';
import { LEAD_LIMITS, TIME_SLOTS } from '../../../shared/lead-types.ts';
import { echoText, retryAfterText, typedDay, type FormEcho } from '../../../shared/form-echo.ts';
import { leadMessages } from '../../../shared/lead-schema.ts';
import { useEchoErrors, useFormEcho } from '../form-kit/form-echo.ts';
import { Field, FieldError, fieldAria } from '../form-kit/field.tsx';
import type { PropsStore } from '../form-kit/lazy-form.tsx';
import { useStoredProps } from '../form-kit/lazy-form.tsx';
import { afterPointerRelease, watchPointer } from '../form-kit/pointer-guard.ts';
import { SubmitButton } from '../form-kit/submit.tsx';
import type { LeadFormProps } from './lead-form-props.ts';
import { ConsultationDate } from './consultation-date.tsx';
import { PhoneField } from './phone-field.tsx';
import { buildLeadPayload, emptyLeadValues, LeadSubmitError, postLead, type LeadFormValues } from './submit-lead.ts';
import { useCaptcha } from './use-captcha.ts';

type Phase = 'editing' | 'submitting' | 'submitted';

const ok = (msg: string | undefined) => msg ?? true;

/** The form as a refused plain post left it (decision 180): the visitor's values, ready to edit. */
function echoedValues(echo: FormEcho | undefined): LeadFormValues {
  if (!echo) return emptyLeadValues;
  const v = (name: string) => echoText(echo.values, name);
  return {
    name: v('name'),
    email: v('email'),
    phone: v('phone'),
    countryCode: v('countryCode') || 'US',
    company: v('company'),
    time: v('time'),
    intentId: v('intentId'),
    date: typedDay(v('date')),
    agreetos: v('agreetos') !== '',
  };
}

/** Loaded by LeadForm (lead-form.tsx) through its props store. */
export default function LeadFormChunk({ store }: { store: PropsStore<LeadFormProps> }) {
  return <LeadFormPanel {...useStoredProps(store)} />;
}

/**
 * The consultation lead form (spec 4 "Lead form", spec 5): editing, then submitting (a spinner replaces the
 * button), then submitted. A failure keeps the form, re-enables it and shows spec 8's message until any edit.
 */
export function LeadFormPanel({
  leadType,
  title = 'Request a consultation',
  successUrl,
  allowAnother,
  onClose,
  autoFocus,
  formId,
  sent,
  leading,
}: LeadFormProps) {
  const uid = useId();
  const { pathname } = useLocation();
  const echo = useFormEcho('lead');
  const echoed = useEchoErrors(echo);
  // register() sets values only once the script runs: the server HTML carries them as default values too.
  const [initial] = useState(() => echoedValues(echo));
  const id = (name: string) => `${uid}-${name}`;
  const intents = intentsFor(leadType);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [phase, setPhase] = useState<Phase>(sent ? 'submitted' : 'editing');
  // spec 8's message, or what a refused post said (a rate limit says when to try again).
  const [failed, setFailed] = useState<string | null>(echo?.failure ?? null);
  // False in the server HTML and the hydrating render: the form says it is busy until its code runs.
  const [ready, setReady] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const { register, control, handleSubmit, watch, trigger, reset, setFocus, setError, formState } =
    useForm<LeadFormValues>({
      defaultValues: initial,
      mode: 'onTouched',
    });
  const { touchedFields } = formState;
  // A field's message: the form's own check, else the server's from a refused post, until that field changes.
  const errors = Object.fromEntries(
    (['name', 'email', 'phone', 'company', 'intentId', 'date', 'agreetos'] as const).map((f) => {
      const own = formState.errors[f]?.message;
      const server = echoed.errors[f] ?? (f === 'date' ? echoed.errors.time : undefined);
      return [f, own || server ? { message: own ?? server } : undefined];
    }),
  ) as Partial<Record<'name' | 'email' | 'phone' | 'company' | 'intentId' | 'date' | 'agreetos', { message?: string }>>;

  useEffect(() => {
    watchPointer();
    setReady(true);
  }, []);

  // spec 4: any field edit clears the submit error.
  useEffect(() => {
    const sub = watch((_values, { name }) => {
      setFailed(null);
      echoed.changed(name);
      if (name === 'date') echoed.changed('time');
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- echoed.changed only sets state: subscribing once is enough
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

  /**
   * register() whose blur check waits for a pointer press in progress to finish: the message it may show must not
   * move the button being clicked, or the browser drops the click.
   */
  const field = <N extends FieldPath<LeadFormValues>>(fieldName: N, rules: RegisterOptions<LeadFormValues, N>) => {
    const r = register(fieldName, rules);
    return {
      ...r,
      onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => afterPointerRelease(() => void r.onBlur(e)),
    };
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailed(null);
    setPhase('submitting');
    try {
      // spec 4: the invisible captcha runs on the button press and its token triggers the submit.
      const token = await captcha.run();
      await postLead(leadType, buildLeadPayload(values, intents, token));
      if (successUrl) {
        navigate(successUrl);
        return;
      }
      reset(emptyLeadValues);
      setPhase('submitted');
    } catch (e) {
      setPhase('editing');
      const wait = e instanceof LeadSubmitError ? e.retryAfterS : undefined;
      setFailed(
        wait === undefined
          ? leadFormText.submitFailure
          : `${leadFormText.submitFailure.replace(/ Please try again later\.$/, '')} ${retryAfterText(wait)}`,
      );
    }
  });

  const busy = phase === 'submitting';
  const titleId = id('title');
  const consent = leadFormText.consentParts;

  return (
    <div className="lead-panel" onFocus={captcha.prepare}>
      {onClose ? (
        <button type="button" className="lead-panel__close" aria-label={leadFormText.closeLabel} onClick={onClose}>
          <X width={24} height={24} aria-hidden="true" />
        </button>
      ) : null}
      {phase === 'submitted' ? (
        <div className="lead-thanks">
          <h2 ref={thanksRef} tabIndex={-1}>
            {leadFormText.thanksTitle}
          </h2>
          <p>{leadFormText.thanksText}</p>
          {allowAnother ? (
            <button type="button" className="button button--secondary" onClick={() => setPhase('editing')}>
              {leadFormText.askAnother}
            </button>
          ) : null}
        </div>
      ) : (
        // method and action from the first byte: before (or without) the script the form posts to its own page,
        // never its fields in a URL (decision 180).
        <form
          id={formId}
          className="lead-form"
          method="post"
          action={pathname}
          noValidate
          aria-labelledby={titleId}
          aria-busy={!ready}
          onSubmit={onSubmit}
        >
          <h2 id={titleId} className="lead-form__title">
            {title}
          </h2>
          <p className="lead-form__hint">{requiredFieldsHint}</p>
          {leading}
          <fieldset className="lead-form__fields" disabled={busy}>
            <legend className="visually-hidden">{leadFormText.fieldsLegend}</legend>
            <Field id={id('name')} label={leadFormText.nameLabel} error={errors.name?.message} valid={nameValid}>
              <input
                id={id('name')}
                type="text"
                autoComplete="name"
                defaultValue={initial.name}
                aria-required="true"
                maxLength={LEAD_LIMITS.name}
                {...fieldAria(id('name'), errors.name?.message)}
                {...field('name', { validate: (v) => ok(validateName(v)) })}
              />
            </Field>

            <Field id={id('email')} label={leadFormText.emailLabel} error={errors.email?.message} valid={emailValid}>
              <input
                id={id('email')}
                type="email"
                autoComplete="email"
                defaultValue={initial.email}
                aria-required="true"
                maxLength={LEAD_LIMITS.email}
                {...fieldAria(id('email'), errors.email?.message)}
                {...field('email', { validate: (v) => ok(validateEmail(v)) })}
              />
            </Field>

            <Controller
              control={control}
              name="countryCode"
              render={({ field: country }) => (
                <PhoneField
                  id={id('phone')}
                  label={leadFormText.phoneLabel}
                  countryName="countryCode"
                  country={country.value}
                  onCountryChange={(c) => {
                    country.onChange(c);
                    if (touchedFields.phone) void trigger('phone');
                  }}
                  inputProps={{
                    'aria-required': true,
                    defaultValue: initial.phone,
                    ...field('phone', { validate: (v, all) => ok(validatePhone(v, all.countryCode)) }),
                  }}
                  error={errors.phone?.message}
                  valid={phoneValid}
                  maxLength={LEAD_LIMITS.phone}
                />
              )}
            />

            <Field id={id('company')} label={leadFormText.companyLabel} error={errors.company?.message}>
              <input
                id={id('company')}
                type="text"
                autoComplete="organization"
                defaultValue={initial.company}
                maxLength={LEAD_LIMITS.company}
                {...fieldAria(id('company'), errors.company?.message)}
                {...field('company', { validate: (v) => ok(validateCompany(v)) })}
              />
            </Field>

            {intents.length > 0 ? (
              <Field id={id('intentId')} label={`${leadFormText.intentPlaceholder} *`} error={errors.intentId?.message}>
                <select
                  id={id('intentId')}
                  defaultValue={initial.intentId}
                  aria-required="true"
                  {...fieldAria(id('intentId'), errors.intentId?.message)}
                  {...field('intentId', { validate: (v) => ok(validateIntent(v, leadType)) })}
                >
                  <option value="">{leadFormText.intentPlaceholder}</option>
                  {intents.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.text}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}

            <div className="lead-form__row">
              <Field id={id('date')} label={leadFormText.dayLabel} error={errors.date?.message}>
                <Controller
                  control={control}
                  name="date"
                  rules={{ validate: (d) => ok(d ? validateDate(format(d, 'yyyy-MM-dd')) : undefined) }}
                  render={({ field: date }) => (
                    <ConsultationDate
                      id={id('date')}
                      name="date"
                      value={date.value}
                      onChange={date.onChange}
                      onBlur={() => afterPointerRelease(date.onBlur)}
                      // A weekend, today or a past day typed in gets its message instead of vanishing.
                      // The blur's own check (an empty day is valid) runs first; the message is set after it.
                      onRejectedText={() =>
                        afterPointerRelease(
                          () =>
                            void trigger('date').then(() =>
                              setError('date', { type: 'typed', message: leadMessages.dateInvalid }),
                            ),
                        )
                      }
                      invalid={!!errors.date}
                      errorId={`${id('date')}-error`}
                      disabled={busy}
                    />
                  )}
                />
              </Field>
              <Field id={id('time')} label={leadFormText.timeLabel}>
                <select id={id('time')} defaultValue={initial.time} {...register('time')}>
                  <option value="">{leadFormText.timePlaceholder}</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                      {leadFormText.timeSlotSuffix}
                    </option>
                  ))}
                </select>
              </Field>
            </div>

            <div className={`field field--checkbox${errors.agreetos ? ' field--invalid' : ''}`}>
              <input
                id={id('agreetos')}
                type="checkbox"
                defaultChecked={initial.agreetos}
                aria-required="true"
                {...fieldAria(id('agreetos'), errors.agreetos?.message)}
                {...field('agreetos', { validate: (v) => ok(validateAgreetos(v)) })}
              />
              <label htmlFor={id('agreetos')}>
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
              <FieldError id={id('agreetos')} message={errors.agreetos?.message} />
            </div>
          </fieldset>

          {failed ? (
            <p className="lead-form__failure" role="alert">
              {failed}
            </p>
          ) : null}

          {/* Where the invisible captcha renders; it stays empty unless the provider must ask the visitor. */}
          <div ref={captcha.containerRef} className="lead-form__captcha" />
          <SubmitButton
            busy={busy}
            label={leadFormText.submit}
            busyLabel={leadFormText.submitBusy}
            buttonRef={submitRef}
          />
        </form>
      )}
    </div>
  );
}
