import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import {
  COMPANY_SIZES,
  choiceNames,
  enterpriseFieldLabels,
  INDUSTRIES,
  REVENUES,
  ROLES,
  SERVICES,
  TIME_ZONES,
} from '../../../content/enterprise.ts';
import { enterpriseChoiceTexts, enterpriseFormText } from '../../../content/enterprise.ts';
import { enterpriseMessages } from '../../../shared/messages/enterprise.ts';
import {
  CHOICE_FIELDS,
  ENTERPRISE_FIELDS,
  ENTERPRISE_LIMITS,
  type ChoiceField,
} from '../../../shared/enterprise-schema.ts';
import { errorIdOf, Field, fieldAria } from '../form-kit/field.tsx';
import { afterPointerRelease } from '../form-kit/pointer-guard.ts';
import { PhoneField } from '../lead-form/phone-field.tsx';
import { ChoiceField as ChoiceBox } from './choice-field.tsx';
import { Dropdown, type DropdownOption } from './dropdown.tsx';
import type { SectionField } from './enterprise-stepper.tsx';
import type { EnterpriseValues } from './form-data.ts';

export type TextField = 'name' | 'email' | 'businessName' | 'websiteURL';
type DropdownField = 'industry' | 'role' | 'companySize' | 'revenue' | 'timeZone';
/** The one dropdown open at a time (spec 4). */
export type Popup = DropdownField;

const asOptions = (list: readonly string[]): DropdownOption[] => list.map((v) => ({ value: v, label: v }));
const OPTIONS: Record<DropdownField, DropdownOption[]> = {
  industry: asOptions(INDUSTRIES),
  role: asOptions(ROLES),
  companySize: asOptions(COMPANY_SIZES),
  revenue: asOptions(REVENUES),
  timeZone: TIME_ZONES.map((z) => ({ value: z.value, label: z.label })),
};
const CHOICE_LABELS: Record<ChoiceField, string> = choiceNames;

/** Every field but the services and the comments is required (spec 5). */
const REQUIRED: ReadonlySet<string> = new Set(ENTERPRISE_FIELDS.filter((f) => f !== 'services' && f !== 'comments'));
const required = (name: string, label: string) => (REQUIRED.has(name) ? `${label} *` : label);

/** What the fields need of the panel: its form, ids, messages, first values and the open popup. */
export interface FieldKit {
  form: Pick<
    UseFormReturn<EnterpriseValues>,
    'register' | 'control' | 'clearErrors' | 'getFieldState' | 'trigger' | 'setError'
  >;
  id: (name: string) => string;
  errors: Partial<Record<SectionField, { message?: string; type?: string }>>;
  initial: EnterpriseValues;
  /** False in the server HTML and the hydrating render: native controls that work without the script. */
  ready: boolean;
  openPopup: Popup | null;
  setOpenPopup: Dispatch<SetStateAction<Popup | null>>;
  /** register() of a typed field, its blur check held while a pointer press is in progress (blurAfterPress). */
  field: (name: TextField | 'phone' | 'comments') => UseFormRegisterReturn<TextField | 'phone' | 'comments'>;
  /** A pressed time slot: taken, or refused as a duplicate of another choice (spec 4). */
  pickChoice: (name: ChoiceField, value: string, onChange: (v: string) => void) => void;
  /** The chosen time zone as IANA names it and its code, for the date fields. */
  zone: string | undefined;
  zoneCode: string | undefined;
}

/** The fields of each section of the enterprise form (enterprise-stepper.tsx SECTIONS), in order. */
export function enterpriseSections(kit: FieldKit): ReactNode[] {
  const { id, errors, initial, ready, openPopup, setOpenPopup, field, pickChoice, zone, zoneCode } = kit;
  const { register, control, clearErrors, getFieldState, trigger, setError } = kit.form;

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
        <Field id={id(name)} label={required(name, CHOICE_LABELS[name])} error={errors[name]?.message}>
          <ChoiceBox
            id={id(name)}
            name={name}
            value={f.value}
            onPick={(v) => pickChoice(name, v, f.onChange)}
            onLeave={() =>
              afterPointerRelease(() => {
                // A refused duplicate keeps its own message; otherwise the field is checked as it is left.
                if (getFieldState(name).error?.type !== 'duplicate') f.onBlur();
              })
            }
            // Typed text that names no day and time offered leaves the choice empty, with the field's message
            // (spec 5), after the blur's own check.
            onRejectedText={() =>
              afterPointerRelease(() => {
                f.onChange('');
                void trigger(name).then(() => setError(name, { type: 'typed', message: enterpriseMessages[name] }));
              })
            }
            zone={zone}
            zoneCode={zoneCode}
            invalid={!!errors[name]?.message}
            errorId={errorIdOf(id(name))}
          />
        </Field>
      )}
    />
  );

  return [
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
        label={enterpriseChoiceTexts.optional(enterpriseFieldLabels.comments)}
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
}
