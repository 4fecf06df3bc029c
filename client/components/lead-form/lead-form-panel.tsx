import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { intentsFor } from '../../../content/lead-form.ts';
import { leadFormText } from '../../../content/lead-form/texts.ts';
import { requiredFieldsHint } from '../../../content/form-texts.ts';
import {
  validateAgreetos,
  validateCompany,
  validateEmail,
  validateIntent,
  validateName,
  validatePhone,
} from '../../../shared/lead-schema.ts';
import { LEAD_LIMITS } from '../../../shared/lead-types.ts';
import { retryAfterText } from '../../../content/form-texts.ts';
import { useEchoErrors, useFormEcho } from '../form-kit/form-echo.ts';
import { Field, fieldAria } from '../form-kit/field.tsx';
import type { PropsStore } from '../form-kit/lazy-form.tsx';
import { useStoredProps } from '../form-kit/lazy-form.tsx';
import { blurAfterPress, watchPointer } from '../form-kit/pointer-guard.ts';
import { SubmitButton } from '../form-kit/submit.tsx';
import { Icon } from '../sections/icon.tsx';
import type { LeadFormProps } from './lead-form-props.ts';
import { ConsultationWhen } from './consultation-when.tsx';
import { ConsentField, IntentField, LeadThanks } from './lead-form-parts.tsx';
import { PhoneField } from './phone-field.tsx';
import {
  buildLeadPayload,
  echoedValues,
  emptyLeadValues,
  LeadSubmitError,
  postLead,
  type LeadFormValues,
} from './submit-lead.ts';
import { useCaptcha } from './use-captcha.ts';

type Phase = 'editing' | 'submitting' | 'submitted';

const ok = (msg: string | undefined) => msg ?? true;

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
  title = leadFormText.defaultTitle,
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

  const field = <N extends FieldPath<LeadFormValues>>(fieldName: N, rules: RegisterOptions<LeadFormValues, N>) =>
    blurAfterPress(register(fieldName, rules));

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

  return (
    <div className="lead-panel" onFocus={captcha.prepare}>
      {onClose ? (
        <button type="button" className="lead-panel__close" aria-label={leadFormText.closeLabel} onClick={onClose}>
          <Icon name="x" size={24} />
        </button>
      ) : null}
      {phase === 'submitted' ? (
        <LeadThanks headingRef={thanksRef} onAnother={allowAnother ? () => setPhase('editing') : undefined} />
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
              <IntentField
                id={id('intentId')}
                intents={intents}
                error={errors.intentId?.message}
                defaultValue={initial.intentId}
                selectProps={field('intentId', { validate: (v) => ok(validateIntent(v, leadType)) })}
              />
            ) : null}

            <ConsultationWhen
              id={id}
              form={{ control, register, trigger, setError }}
              error={errors.date?.message}
              initialTime={initial.time}
              busy={busy}
            />

            <ConsentField
              id={id('agreetos')}
              error={errors.agreetos?.message}
              defaultChecked={initial.agreetos}
              inputProps={field('agreetos', { validate: (v) => ok(validateAgreetos(v)) })}
            />
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
