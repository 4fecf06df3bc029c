import type { InputHTMLAttributes, Ref } from 'react';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { phoneCountryLabel } from '../../../content/form-texts.ts';
import { countryNames } from '../../../content/lead-form/country-names.ts';
import { Field, fieldAria } from '../form-kit/field.tsx';
import { Icon } from '../sections/icon.tsx';

/**
 * Countries of the phone metadata, the default (US) first, then by name as the table lists them: one list for the
 * process, the same on server and client.
 */
const COUNTRIES: readonly CountryCode[] = (() => {
  const known = new Set<string>(getCountries());
  return ['US', ...(Object.keys(countryNames) as CountryCode[]).filter((c) => c !== 'US' && known.has(c))];
})();

interface PhoneFieldProps {
  id: string;
  label: string;
  /** The country select's name in the HTML form (posted without the page's script, decision 180). */
  countryName?: string;
  country: string;
  onCountryChange: (country: string) => void;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  valid?: boolean;
  maxLength: number;
  disabled?: boolean;
}

/**
 * An international phone input with a country selector (spec 5). The country select has a row of its own, so a
 * name such as "United States (+1)" is never cut off, and the error state is the number's alone: the number is
 * what is wrong, never the country. Each option names its country ("United States (+1)") from one table, the
 * same in the server HTML and after hydration.
 */
export function PhoneField({
  id,
  label,
  countryName,
  country,
  onCountryChange,
  inputProps,
  error,
  valid,
  maxLength,
  disabled,
}: PhoneFieldProps) {
  return (
    <Field id={id} label={label} error={error} className="field--phone">
      <select
        id={`${id}-country`}
        name={countryName}
        className="phone-field__country"
        aria-label={phoneCountryLabel}
        value={country}
        disabled={disabled}
        onChange={(e) => onCountryChange(e.target.value)}
      >
        {COUNTRIES.map((c) => {
          const code = `+${getCountryCallingCode(c)}`;
          return (
            <option key={c} value={c}>
              {`${countryNames[c]} (${code})`}
            </option>
          );
        })}
      </select>
      <span className="phone-field__number">
        <input
          id={id}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={maxLength}
          disabled={disabled}
          {...fieldAria(id, error)}
          {...inputProps}
        />
        {valid ? <Icon name="check" size={20} className="field__check" /> : null}
      </span>
    </Field>
  );
}
