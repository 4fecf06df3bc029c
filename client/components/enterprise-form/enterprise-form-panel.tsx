import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import {
  COMPANY_SIZES,
  enterpriseFieldLabels,
  INDUSTRIES,
  REVENUES,
  ROLES,
  SERVICES,
  TIME_ZONES,
} from '../../../content/enterprise.ts';
import { enterpriseFormText } from '../../../content/lead-pages/enterprise.ts';
import {
  CHOICE_FIELDS,
  duplicateChoiceMessage,
  ENTERPRISE_LIMITS,
  ianaZone,
  type ChoiceField,
} from '../../../shared/enterprise-schema.ts';
import { Field, fieldAria } from '../form-kit/field.tsx';
import { afterPointerRelease, watchPointer } from '../form-kit/pointer-guard.ts';
import { answerErrors, postJson, SubmitButton } from '../form-kit/submit.tsx';
import { PhoneField } from '../lead-form/phone-field.tsx';
import { ChoicePicker } from './choice-picker.tsx';
import { Dropdown, type DropdownOption } from './dropdown.tsx';
import {
  duplicateOf,
  emptyEnterpriseValues,
  enterpriseResolver,
  toFormData,
  type EnterpriseValues,
} from './form-data.ts';

type TextField = 'name' | 'email' | 'businessName' | 'websiteURL';
type DropdownField = 'industry' | 'role' | 'companySize' | 'revenue' | 'timeZone';
type Popup = DropdownField | ChoiceField;
type Phase = 'editing' | 'submitting' | 'sent' | 'failed';

const asOptions = (list: readonly string[]): DropdownOption[] => list.map((v) => ({ value: v, label: v }));
const OPTIONS: Record<DropdownField, DropdownOption[]> = {
  industry: asOptions(INDUSTRIES),
  role: asOptions(ROLES),
  companySize: asOptions(COMPANY_SIZES),
  revenue: asOptions(REVENUES),
  timeZone: TIME_ZONES.map((z) => ({ value: z.value, label: z.label })),
};
const CHOICE_LABELS: Record<ChoiceField, string> = {
  firstChoice: 'First choice',
  secondChoice: 'Second choice',
  thirdChoice: 'Third choice',
};

/**
 * The form's short sections. On a phone the form is a full-screen sheet showing one section at a time
 * (decision 143); wider screens show them all.
 */
const SECTIONS = [
  { title: 'About you', fields: ['name', 'email', 'phone'] },
  { title: 'Your organisation', fields: ['businessName', 'websiteURL', 'industry', 'role', 'companySize', 'revenue'] },
  { title: enterpriseFormText.datesLegend, fields: ['timeZone', 'firstChoice', 'secondChoice', 'thirdChoice'] },
  { title: 'Services and comments', fields: ['services', 'comments'] },
] as const satisfies readonly { title: string; fields: readonly FieldPath<EnterpriseValues>[] }[];
type SectionField = (typeof SECTIONS)[number]['fields'][number];
const ORDER: SectionField[] = SECTIONS.flatMap((s) => [...s.fields]);
const PHONE_QUERY = '(max-width: 568px)';

/** Loaded by EnterpriseForm (enterprise-form.tsx) when the modal first opens. */
export default function EnterpriseFormChunk() {
  return <EnterpriseFormPanel />;
}

/**
 * The enterprise contact form (spec 3, 4, 5) on react-hook-form with the shared zod schema: editing, then submitted,
 * then thank-you or the error state. On blur a field gets its message (an empty one "Please enter a valid ..."), on
 * submit all do; POST /api/enterprise-contact.
 */
export function EnterpriseFormPanel() {
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [openPopup, setOpenPopup] = useState<Popup | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [err, setErr] = useState<string | null>(null);
  // This form only ever renders in the browser (in a modal opened by a press), so the width can be read at once.
  const [stepped, setStepped] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches,
  );
  const [step, setStep] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepMoved = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    watch,
    trigger,
    setError,
    clearErrors,
    getValues,
    getFieldState,
    formState,
  } = useForm<EnterpriseValues>({
    defaultValues: emptyEnterpriseValues,
    resolver: enterpriseResolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = formState;

  useEffect(() => {
    watchPointer();
    const mq = window.matchMedia?.(PHONE_QUERY);
    if (!mq) return;
    const update = () => setStepped(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (phase === 'sent' || phase === 'failed') resultRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (stepMoved.current) stepHeadingRef.current?.focus();
    stepMoved.current = false;
  }, [step]);

  const timeZone = watch('timeZone');
  const zone = ianaZone(timeZone);
  const zoneLabel = TIME_ZONES.find((z) => z.value === timeZone)?.label;

  /** register() whose blur check waits for a pointer press in progress, so a message never moves the button being clicked. */
  const field = (name: TextField | 'phone' | 'comments') => {
    const r = register(name);
    return {
      ...r,
      onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => afterPointerRelease(() => void r.onBlur(e)),
    };
  };

  const focusField = (name: string) => {
    const target =
      name === 'services'
        ? formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id('services'))} input`)
        : document.getElementById(id(name));
    target?.focus();
  };

  const sectionOf = (name: string) => SECTIONS.findIndex((s) => (s.fields as readonly string[]).includes(name));

  const showFirstError = (found: Partial<Record<string, unknown>>) => {
    const first = ORDER.find((f) => found[f]);
    if (!first) return;
    if (stepped && sectionOf(first) !== step) setStep(sectionOf(first));
    // After the section with the field is shown.
    requestAnimationFrame(() => focusField(first));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setOpenPopup(null);
      setPhase('submitting');
      const answer = await postJson('/api/enterprise-contact', toFormData(values));
      if (answer.ok && answer.body.success) {
        setPhase('sent');
        return;
      }
      const fieldErrors = answerErrors(answer);
      if (fieldErrors) {
        // A 400 puts the server's messages back on the form (decision 052).
        for (const [name, message] of Object.entries(fieldErrors))
          setError(name as FieldPath<EnterpriseValues>, { type: 'server', message });
        setPhase('editing');
        showFirstError(fieldErrors);
        return;
      }
      setErr(typeof answer.body.err === 'string' && answer.body.err ? answer.body.err : enterpriseFormText.defaultErr);
      setPhase('failed');
    },
    // spec 5: the submit is blocked while any field, the phone widget included, shows an error.
    (found) => {
      setOpenPopup(null);
      showFirstError(found);
    },
  );

  const next = async () => {
    const fields = [...SECTIONS[step].fields] as FieldPath<EnterpriseValues>[];
    if (!(await trigger(fields))) {
      const first = fields.find((f) => getFieldState(f).invalid);
      if (first) focusField(first);
      return;
    }
    stepMoved.current = true;
    setStep((s) => Math.min(SECTIONS.length - 1, s + 1));
  };

  const pickChoice = (name: ChoiceField, value: string, onChange: (v: string) => void) => {
    const other = duplicateOf(name, value, getValues());
    // spec 4: a duplicate sets the error and leaves the date unchanged.
    if (other) return setError(name, { type: 'duplicate', message: duplicateChoiceMessage(other) });
    onChange(value);
    clearErrors(name);
  };

  if (phase === 'sent') {
    return (
      <div className="enterprise-thanks">
        <h2 ref={resultRef} tabIndex={-1}>
          {enterpriseFormText.thanksTitle}
        </h2>
        <p>{enterpriseFormText.thanksText}</p>
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="enterprise-thanks">
        <h2 ref={resultRef} tabIndex={-1}>
          {enterpriseFormText.errorTitle}
        </h2>
        <p className="form-failure" role="alert">
          {enterpriseFormText.sendFailure}
        </p>
        <p className="enterprise-thanks__detail">Details: {err}</p>
        <button type="button" className="button button--secondary" onClick={() => setPhase('editing')}>
          Back to the form
        </button>
      </div>
    );
  }

  const text = (name: TextField, type: string, autoComplete: string, max: number) => (
    <Field id={id(name)} label={enterpriseFieldLabels[name]} error={errors[name]?.message}>
      <input
        id={id(name)}
        type={type}
        autoComplete={autoComplete}
        maxLength={max}
        {...fieldAria(id(name), errors[name]?.message)}
        {...field(name)}
      />
    </Field>
  );

  const dropdown = (name: DropdownField) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field: f }) => (
        <Dropdown
          id={id(name)}
          label={enterpriseFieldLabels[name]}
          options={OPTIONS[name]}
          value={f.value}
          open={openPopup === name}
          onOpenChange={(open) => setOpenPopup(open ? name : (cur) => (cur === name ? null : cur))}
          onSelect={(v) => {
            f.onChange(v);
            // spec 4: a selection closes the dropdown and clears its error.
            clearErrors(name);
          }}
          onLeave={() => afterPointerRelease(f.onBlur)}
          error={errors[name]?.message}
          comboRef={f.ref}
        />
      )}
    />
  );

  const choice = (name: ChoiceField) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field: f }) => (
        <ChoicePicker
          id={id(name)}
          label={CHOICE_LABELS[name]}
          value={f.value}
          open={openPopup === name}
          onOpenChange={(open) => setOpenPopup(open ? name : (cur) => (cur === name ? null : cur))}
          onPick={(v) => pickChoice(name, v, f.onChange)}
          onLeave={() =>
            afterPointerRelease(() => {
              // A refused duplicate keeps its own message; otherwise the field is checked as it is left.
              if (getFieldState(name).error?.type !== 'duplicate') f.onBlur();
            })
          }
          zone={zone}
          zoneLabel={zoneLabel}
          error={errors[name]?.message}
          buttonRef={f.ref}
        />
      )}
    />
  );

  const sections = [
    <div className="enterprise-form__grid" key="you">
      {text('name', 'text', 'name', ENTERPRISE_LIMITS.name)}
      {text('email', 'email', 'email', ENTERPRISE_LIMITS.email)}
      <Controller
        control={control}
        name="countryCode"
        render={({ field: country }) => {
          const phone = field('phone');
          return (
            <PhoneField
              id={id('phone')}
              label={enterpriseFieldLabels.phone}
              country={country.value}
              onCountryChange={(c) => {
                country.onChange(c);
                clearErrors('phone');
              }}
              // spec 5: the phone error clears on focus.
              inputProps={{ ...phone, onFocus: () => clearErrors('phone') }}
              error={errors.phone?.message}
              maxLength={ENTERPRISE_LIMITS.phone}
            />
          );
        }}
      />
    </div>,
    <div className="enterprise-form__grid" key="org">
      {text('businessName', 'text', 'organization', ENTERPRISE_LIMITS.businessName)}
      {text('websiteURL', 'url', 'url', ENTERPRISE_LIMITS.websiteURL)}
      {(['industry', 'role', 'companySize', 'revenue'] as const).map(dropdown)}
    </div>,
    <div className="enterprise-form__times" key="times">
      <div className="enterprise-form__grid">{dropdown('timeZone')}</div>
      {CHOICE_FIELDS.map(choice)}
    </div>,
    <div key="more">
      <fieldset className="enterprise-form__services" id={id('services')}>
        <legend>{enterpriseFormText.servicesLegend}</legend>
        <ul className="services-list">
          {SERVICES.map((s) => (
            <li key={s}>
              <label>
                <input type="checkbox" value={s} {...register('services')} />
                {s}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field
        id={id('comments')}
        label={`${enterpriseFieldLabels.comments} (optional)`}
        error={errors.comments?.message}
      >
        <textarea
          id={id('comments')}
          maxLength={ENTERPRISE_LIMITS.comments}
          {...fieldAria(id('comments'), errors.comments?.message)}
          {...field('comments')}
        />
      </Field>
    </div>,
  ];

  const busy = phase === 'submitting';
  const last = SECTIONS.length - 1;
  return (
    <form
      ref={formRef}
      className={`enterprise-form${stepped ? ' enterprise-form--stepped' : ''}`}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={id('lead')}
    >
      <p id={id('lead')}>{enterpriseFormText.lead}</p>
      {SECTIONS.map((s, i) =>
        stepped && i !== step ? null : (
          <fieldset
            key={s.title}
            className="enterprise-form__section"
            disabled={busy}
            aria-labelledby={id(`section-${i}`)}
          >
            <h3
              id={id(`section-${i}`)}
              className="enterprise-form__section-title"
              tabIndex={-1}
              ref={stepped ? stepHeadingRef : undefined}
            >
              {stepped ? (
                <span className="enterprise-form__step">{`Step ${i + 1} of ${SECTIONS.length}: `}</span>
              ) : null}
              {s.title}
            </h3>
            {sections[i]}
          </fieldset>
        ),
      )}
      {stepped && step < last ? (
        <div className="enterprise-form__steps">
          {step > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                stepMoved.current = true;
                setStep((s) => s - 1);
              }}
            >
              Back
            </button>
          ) : null}
          <button type="button" className="button button--primary" onClick={() => void next()}>
            Next
          </button>
        </div>
      ) : (
        <div className="enterprise-form__steps">
          {stepped && step > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                stepMoved.current = true;
                setStep((s) => s - 1);
              }}
            >
              Back
            </button>
          ) : null}
          <SubmitButton busy={busy} label={enterpriseFormText.submit} busyLabel="Sending your message" />
        </div>
      )}
    </form>
  );
}
