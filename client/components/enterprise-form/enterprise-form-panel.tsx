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
import { enterpriseFormText } from '../../../content/enterprise.ts';
import { requiredFieldsHint } from '../../../content/form-texts.ts';
import {
  CHOICE_FIELDS,
  duplicateChoiceMessage,
  ENTERPRISE_FIELDS,
  ENTERPRISE_LIMITS,
  ianaZone,
  type ChoiceField,
} from '../../../shared/enterprise-schema.ts';
import { Field, fieldAria } from '../form-kit/field.tsx';
import { afterPointerRelease, watchPointer } from '../form-kit/pointer-guard.ts';
import { answerErrors, postJson, SubmitButton } from '../form-kit/submit.tsx';
import { useEchoErrors, useFormEcho } from '../form-kit/form-echo.ts';
import { useStoredProps, type PropsStore } from '../form-kit/lazy-form.tsx';
import { PhoneLink } from '../phone-link.tsx';
import { echoList, echoText, retryAfterText, type FormEcho } from '../../../shared/form-echo.ts';
import { useLocation } from 'react-router-dom';
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

export interface EnterpriseFormProps {
  /**
   * The form is part of the page's HTML (/enterprisesolutions/contact), not a dialog opened by a press: the first
   * render matches the server's, and the phone layout and the widgets follow once the script runs.
   */
  inPage?: boolean;
  /** Start on the thank-you state: the page after a plain form post was accepted (decision 180). */
  sent?: boolean;
}

/** Loaded by EnterpriseForm (enterprise-form.tsx) when the modal first opens, or with the contact page. */
export default function EnterpriseFormChunk({ store }: { store: PropsStore<EnterpriseFormProps> }) {
  return <EnterpriseFormPanel {...useStoredProps(store)} />;
}

/** Where the form posts without its script: the contact page (decision 180), whether it shows there or in the dialog. */
export const ENTERPRISE_CONTACT_PATH = '/enterprisesolutions/contact';

/** Every field but the services and the comments is required (spec 5). */
const REQUIRED: ReadonlySet<string> = new Set(ENTERPRISE_FIELDS.filter((f) => f !== 'services' && f !== 'comments'));
const required = (name: string, label: string) => (REQUIRED.has(name) ? `${label} *` : label);

/** The form as a refused plain post left it (decision 180). */
function echoedValues(echo: FormEcho | undefined): EnterpriseValues {
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
  };
}

/**
 * The enterprise contact form (spec 3, 4, 5) on react-hook-form with the shared zod schema: editing, then submitted,
 * then thank-you or the error state. On blur a field gets its message (an empty one "Please enter a valid ..."), on
 * submit all do; POST /api/enterprise-contact.
 */
export function EnterpriseFormPanel({ inPage = false, sent = false }: EnterpriseFormProps) {
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const { pathname } = useLocation();
  const echo = useFormEcho('enterprise');
  const echoed = useEchoErrors(echo);
  // register() sets values only once the script runs: the server HTML carries them as default values too.
  const [initial] = useState(() => echoedValues(echo));
  const [openPopup, setOpenPopup] = useState<Popup | null>(null);
  const [phase, setPhase] = useState<Phase>(sent ? 'sent' : echo?.failure ? 'failed' : 'editing');
  const [err, setErr] = useState<string | null>(echo?.failure ?? null);
  // In a dialog opened by a press the width can be read at once; in the page's HTML the first render must match
  // the server's, and the phone layout follows in an effect.
  const [stepped, setStepped] = useState(
    () => !inPage && typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches,
  );
  // False in the server HTML and the hydrating render: native controls that work without the script.
  const [ready, setReady] = useState(!inPage);
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
    defaultValues: initial,
    resolver: enterpriseResolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // A field's message: the form's own check, else the server's from a refused post, until that field changes.
  const errors = Object.fromEntries(
    ORDER.map((f) => {
      const own = formState.errors[f]?.message;
      const server = echoed.errors[f];
      return [f, own || server ? { message: own ?? server, type: formState.errors[f]?.type } : undefined];
    }),
  ) as Partial<Record<SectionField, { message?: string; type?: string }>>;

  useEffect(() => {
    const sub = watch((_values, { name }) => echoed.changed(name));
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- echoed.changed only sets state: subscribing once is enough
  }, [watch]);

  useEffect(() => {
    watchPointer();
    setReady(true);
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
      if (answer.status === 429) {
        // A rate-limited visitor is told when to try again (Retry-After).
        setErr(`Too many requests. ${retryAfterText(answer.retryAfterS ?? 60)}`);
        setPhase('failed');
        return;
      }
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
        <p>
          {`${enterpriseFormText.supportTeam} `}
          <PhoneLink pathname={pathname} />
        </p>
        <p className="enterprise-thanks__detail">
          {`${enterpriseFormText.details} `}
          {err}
        </p>
        <button type="button" className="button button--secondary" onClick={() => setPhase('editing')}>
          {enterpriseFormText.backToForm}
        </button>
      </div>
    );
  }

  const text = (name: TextField, type: string, autoComplete: string, max: number) => (
    <Field id={id(name)} label={required(name, enterpriseFieldLabels[name])} error={errors[name]?.message}>
      <input
        id={id(name)}
        type={type}
        defaultValue={initial[name]}
        aria-required="true"
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
          label={required(name, enterpriseFieldLabels[name])}
          options={OPTIONS[name]}
          native={ready ? undefined : { name }}
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
          label={required(name, CHOICE_LABELS[name])}
          name={CHOICE_LABELS[name]}
          native={ready ? undefined : { name }}
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
              label={required('phone', enterpriseFieldLabels.phone)}
              countryName="countryCode"
              country={country.value}
              onCountryChange={(c) => {
                country.onChange(c);
                clearErrors('phone');
              }}
              // Focus alone never clears the message (it would vanish as Send moves focus here, decision 182);
              // changing the number does, through the form's check on change.
              inputProps={{ ...phone, 'aria-required': true, defaultValue: initial.phone }}
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
                <input
                  type="checkbox"
                  value={s}
                  defaultChecked={initial.services.includes(s)}
                  {...register('services')}
                />
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
          defaultValue={initial.comments}
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
      method="post"
      action={ENTERPRISE_CONTACT_PATH}
      noValidate
      onSubmit={
        stepped && step < last
          ? (e) => {
              e.preventDefault();
              void next();
            }
          : onSubmit
      }
      aria-describedby={id('lead')}
    >
      <p id={id('lead')}>{enterpriseFormText.lead}</p>
      <p className="enterprise-form__hint">{requiredFieldsHint}</p>
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
              {/* Numbered at every width and before the script runs: a long form says how many parts it has, and
                  the phone's one-part-at-a-time view then inserts no text in front of the title on hydration
                  (which moved the title and counted as a layout shift). */}
              <span className="enterprise-form__step">{`Step ${i + 1} of ${SECTIONS.length}: `}</span>
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
              {enterpriseFormText.back}
            </button>
          ) : null}
          {/* The form's submit button while a step is shown (onSubmit moves on), so Enter in a field moves on too. */}
          <button type="submit" className="button button--primary">
            {enterpriseFormText.next}
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
              {enterpriseFormText.back}
            </button>
          ) : null}
          <SubmitButton busy={busy} label={enterpriseFormText.submit} busyLabel={enterpriseFormText.sending} />
        </div>
      )}
    </form>
  );
}
