import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { COMPANY_SIZES, enterpriseFieldLabels, INDUSTRIES, REVENUES, ROLES, SERVICES, TIME_ZONES } from '../../../content/enterprise.ts';
import { enterpriseFormText as failureText } from '../../../content/lead-form.ts';
import { enterpriseFormText } from '../../../content/lead-pages/enterprise.ts';
import {
  CHOICE_FIELDS,
  duplicateChoiceMessage,
  ENTERPRISE_LIMITS,
  enterpriseMessages,
  toChoiceValue,
  validateChoices,
  validateEnterpriseField,
  type ChoiceField,
  type EnterpriseField,
} from '../../../shared/enterprise-schema.ts';
import { PhoneField } from '../lead-form/phone-field.tsx';
import { ChoicePicker } from './choice-picker.tsx';
import { Dropdown, type DropdownOption } from './dropdown.tsx';

type TextField = 'name' | 'email' | 'phone' | 'businessName' | 'websiteURL' | 'comments';
type DropdownField = 'industry' | 'role' | 'companySize' | 'revenue' | 'timeZone';

interface Values {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  businessName: string;
  websiteURL: string;
  industry: string;
  role: string;
  companySize: string;
  revenue: string;
  timeZone: string;
  firstChoice: Date | null;
  secondChoice: Date | null;
  thirdChoice: Date | null;
  comments: string;
  services: string[];
}

const initial: Values = {
  name: '',
  email: '',
  phone: '',
  countryCode: 'US',
  businessName: '',
  websiteURL: '',
  industry: '',
  role: '',
  companySize: '',
  revenue: '',
  timeZone: '',
  firstChoice: null,
  secondChoice: null,
  thirdChoice: null,
  comments: '',
  services: [],
};

const asOptions = (list: readonly string[]): DropdownOption[] => list.map((v) => ({ value: v, label: v }));
const DROPDOWNS: ReadonlyArray<{ field: DropdownField; options: DropdownOption[] }> = [
  { field: 'industry', options: asOptions(INDUSTRIES) },
  { field: 'role', options: asOptions(ROLES) },
  { field: 'companySize', options: asOptions(COMPANY_SIZES) },
  { field: 'revenue', options: asOptions(REVENUES) },
  { field: 'timeZone', options: TIME_ZONES.map((z) => ({ value: z.value, label: z.label })) },
];
const CHOICE_LABELS: Record<ChoiceField, string> = { firstChoice: 'First choice', secondChoice: 'Second choice', thirdChoice: 'Third choice' };

/** Field order for focusing the first error. */
const ORDER: EnterpriseField[] = [
  'name', 'email', 'phone', 'businessName', 'websiteURL', 'industry', 'role', 'companySize', 'revenue', 'timeZone',
  'firstChoice', 'secondChoice', 'thirdChoice', 'comments', 'services',
];

type Errors = Partial<Record<EnterpriseField, string>>;
type Phase = 'editing' | 'submitting' | 'sent' | 'failed';

/** The form data as the endpoint takes it (spec 3 "Enterprise lead form"): dates as wall-clock values, services joined. */
export function toFormData(v: Values): Record<string, string> {
  const choice = (d: Date | null) => (d ? toChoiceValue(d) : '');
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    countryCode: v.countryCode,
    businessName: v.businessName.trim(),
    websiteURL: v.websiteURL.trim(),
    industry: v.industry,
    role: v.role,
    companySize: v.companySize,
    revenue: v.revenue,
    timeZone: v.timeZone,
    firstChoice: choice(v.firstChoice),
    secondChoice: choice(v.secondChoice),
    thirdChoice: choice(v.thirdChoice),
    comments: v.comments.trim(),
    services: v.services.join(','),
  };
}

/** The other choice a picked date duplicates, if any (spec 4: then the pick is refused and named). */
export function duplicateOf(field: ChoiceField, picked: Date, v: Pick<Values, ChoiceField>): ChoiceField | undefined {
  const key = toChoiceValue(picked);
  return CHOICE_FIELDS.find((other) => other !== field && v[other] && toChoiceValue(v[other] as Date) === key);
}

/**
 * The enterprise contact form (spec 3, 4, 5): editing, then submitted, then thank-you or the error state.
 * POST /api/enterprise-contact.
 */
export function EnterpriseForm() {
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [openDropdown, setOpenDropdown] = useState<DropdownField | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [err, setErr] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase === 'sent' || phase === 'failed') resultRef.current?.focus();
  }, [phase]);

  const setError = (field: EnterpriseField, message: string | undefined) =>
    setErrors((prev) => {
      if (prev[field] === message) return prev;
      const next = { ...prev };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  const update = <K extends keyof Values>(field: K, value: Values[K]) => setValues((prev) => ({ ...prev, [field]: value }));

  const formFor = (v: Values): Record<string, string> => toFormData(v);

  /** spec 5: on blur, an empty field gets "Please enter a valid {field}"; a filled one is checked by its rule. */
  const checkOnBlur = (field: EnterpriseField) => {
    const data = formFor(values);
    if (field === 'comments') return setError(field, validateEnterpriseField(field, data.comments));
    setError(field, validateEnterpriseField(field, data[field], data));
  };

  const pickChoice = (field: ChoiceField, d: Date | null) => {
    if (d) {
      const other = duplicateOf(field, d, values);
      // spec 4: a duplicate sets the error and leaves the date unchanged.
      if (other) return setError(field, duplicateChoiceMessage(other));
    }
    update(field, d);
    setError(field, undefined);
  };

  const validateAll = (): Errors => {
    const data = formFor(values);
    const found: Errors = {};
    for (const field of ORDER) {
      const msg = validateEnterpriseField(field, data[field], data);
      if (msg) found[field] = msg;
    }
    for (const [field, msg] of Object.entries(validateChoices(data)) as [ChoiceField, string][]) if (!found[field]) found[field] = msg;
    return found;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setOpenDropdown(null);
    const found = validateAll();
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      // spec 5: the submit is blocked while any field, the phone widget included, shows an error.
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    setPhase('submitting');
    try {
      const res = await fetch('/api/enterprise-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(toFormData(values)),
        credentials: 'same-origin',
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; err?: unknown; errors?: Record<string, string> };
      if (res.ok && body.success) {
        setPhase('sent');
        return;
      }
      if (res.status === 400 && body.errors) {
        setErrors(body.errors as Errors);
        setPhase('editing');
        return;
      }
      setErr(typeof body.err === 'string' && body.err ? body.err : failureText.defaultErr);
      setPhase('failed');
    } catch {
      setErr(failureText.defaultErr);
      setPhase('failed');
    }
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
          {failureText.sendFailure}
        </p>
        <p className="enterprise-thanks__detail">Details: {err}</p>
        <button type="button" className="button button--secondary" onClick={() => setPhase('editing')}>
          Back to the form
        </button>
      </div>
    );
  }

  const text = (field: TextField, type: string, autoComplete: string, max: number) => (
    <div className={`field${errors[field] ? ' field--invalid' : ''}`}>
      <label htmlFor={id(field)}>{enterpriseFieldLabels[field]}</label>
      <input
        id={id(field)}
        type={type}
        autoComplete={autoComplete}
        maxLength={max}
        value={values[field]}
        aria-invalid={!!errors[field]}
        aria-describedby={errors[field] ? id(`${field}-error`) : undefined}
        onChange={(e) => update(field, e.target.value)}
        onBlur={() => checkOnBlur(field)}
      />
      {errors[field] ? (
        <p className="field__error" id={id(`${field}-error`)}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  const busy = phase === 'submitting';
  return (
    <form ref={formRef} className="enterprise-form" noValidate onSubmit={onSubmit} aria-describedby={id('lead')}>
      <p id={id('lead')}>{enterpriseFormText.lead}</p>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">About you and your organisation</legend>
        <div className="enterprise-form__grid">
          {text('name', 'text', 'name', ENTERPRISE_LIMITS.name)}
          {text('email', 'email', 'email', ENTERPRISE_LIMITS.email)}
          <div>
            <PhoneField
              id={id('phone')}
              label={enterpriseFieldLabels.phone}
              country={values.countryCode}
              onCountryChange={(c) => {
                update('countryCode', c);
                setError('phone', undefined);
              }}
              inputProps={{
                value: values.phone,
                onChange: (e) => update('phone', e.target.value),
                // spec 5: the phone error clears on focus.
                onFocus: () => setError('phone', undefined),
                onBlur: () => checkOnBlur('phone'),
              }}
              invalid={!!errors.phone}
              errorId={id('phone-error')}
              maxLength={ENTERPRISE_LIMITS.phone}
            />
            {errors.phone ? (
              <p className="field__error" id={id('phone-error')}>
                {errors.phone}
              </p>
            ) : null}
          </div>
          {text('businessName', 'text', 'organization', ENTERPRISE_LIMITS.businessName)}
          {text('websiteURL', 'url', 'url', ENTERPRISE_LIMITS.websiteURL)}
          {DROPDOWNS.map(({ field, options }) => (
            <Dropdown
              key={field}
              id={id(field)}
              label={enterpriseFieldLabels[field]}
              options={options}
              value={values[field]}
              open={openDropdown === field}
              onOpenChange={(open) => setOpenDropdown(open ? field : (cur) => (cur === field ? null : cur))}
              onSelect={(v) => {
                update(field, v);
                // spec 4: a selection closes the dropdown and clears its error.
                setError(field, undefined);
              }}
              onLeave={() => {
                if (!values[field]) setError(field, enterpriseMessages[field]);
              }}
              error={errors[field]}
            />
          ))}
        </div>
      </fieldset>

      <fieldset disabled={busy}>
        <legend>{enterpriseFormText.datesLegend}</legend>
        <div className="enterprise-form__grid">
          {CHOICE_FIELDS.map((field) => (
            <ChoicePicker
              key={field}
              id={id(field)}
              label={CHOICE_LABELS[field]}
              value={values[field]}
              onChange={(d) => pickChoice(field, d)}
              onBlur={() => {
                // An empty choice gets its message, unless it already shows one (a refused duplicate keeps its own).
                if (!values[field]) setErrors((prev) => (prev[field] ? prev : { ...prev, [field]: enterpriseMessages[field] }));
              }}
              error={errors[field]}
            />
          ))}
        </div>
      </fieldset>

      <fieldset disabled={busy}>
        <legend>{enterpriseFormText.servicesLegend}</legend>
        <ul className="services-list">
          {SERVICES.map((s) => (
            <li key={s}>
              <label>
                <input
                  type="checkbox"
                  checked={values.services.includes(s)}
                  onChange={(e) =>
                    update('services', e.target.checked ? SERVICES.filter((x) => x === s || values.services.includes(x)) : values.services.filter((x) => x !== s))
                  }
                />
                {s}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset disabled={busy}>
        <legend className="visually-hidden">Anything else</legend>
        <div className={`field${errors.comments ? ' field--invalid' : ''}`}>
          <label htmlFor={id('comments')}>{enterpriseFieldLabels.comments} (optional)</label>
          <textarea
            id={id('comments')}
            maxLength={ENTERPRISE_LIMITS.comments}
            value={values.comments}
            aria-invalid={!!errors.comments}
            aria-describedby={errors.comments ? id('comments-error') : undefined}
            onChange={(e) => update('comments', e.target.value)}
            onBlur={() => checkOnBlur('comments')}
          />
          {errors.comments ? (
            <p className="field__error" id={id('comments-error')}>
              {errors.comments}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className="lead-form__actions">
        {busy ? (
          <span className="lead-form__spinner" role="status">
            <LoaderCircle width={28} height={28} aria-hidden="true" />
            <span className="visually-hidden">Sending your message</span>
          </span>
        ) : (
          <button type="submit" className="button button--primary">
            {enterpriseFormText.submit}
          </button>
        )}
      </div>
    </form>
  );
}
