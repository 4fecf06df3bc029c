// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { afterEach, describe, expect, test } from 'vitest';
import { PhoneField } from '../../client/components/lead-form/phone-field.tsx';
import { countryNames } from '../../content/lead-form/country-names.ts';
import { phoneCountryLabel } from '../../content/form-texts.ts';

afterEach(cleanup);

const field = (
  <PhoneField
    id="phone"
    label="Phone"
    countryName="countryCode"
    country="US"
    onCountryChange={() => {}}
    inputProps={{ name: 'phone' }}
    maxLength={20}
  />
);

describe('the phone field lists every country by name (spec 5)', () => {
  test('the table names exactly the countries of the phone metadata, each once', () => {
    expect(Object.keys(countryNames).sort()).toEqual([...getCountries()].sort());
    for (const [code, name] of Object.entries(countryNames)) {
      expect(name.trim(), code).not.toBe('');
      expect(name, code).not.toBe(code);
    }
  });

  test('the United States first, then the others by name, each with its calling code', () => {
    render(field);
    const select = screen.getByRole('combobox', { name: phoneCountryLabel });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(getCountries().length);
    expect(options[0]).toHaveProperty('textContent', 'United States (+1)');
    expect((select as HTMLSelectElement).value).toBe('US');
    const rest = options.slice(1).map((o) => o.textContent!);
    const collator = new Intl.Collator('en');
    expect([...rest].sort(collator.compare)).toEqual(rest);
    const canada = options.find((o) => (o as HTMLOptionElement).value === 'CA')!;
    expect(canada.textContent).toBe(`Canada (+${getCountryCallingCode('CA')})`);
  });

  test('the server HTML says the same as the browser: the names are there before any script runs', () => {
    const html = renderToString(field);
    expect(html).toContain('>United States (+1)</option>');
    expect(html).toContain('>Canada (+1)</option>');
    expect(html).toContain('>Côte d’Ivoire (+225)</option>');
  });
});
