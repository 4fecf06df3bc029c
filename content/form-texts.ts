// Words both forms show (the lead form and the enterprise form), imported by their components only: apart from
// lead-form.ts and enterprise.ts so that the bundler keeps them with the form components.

/** The name of the phone field's country list. */
export const phoneCountryLabel = 'Phone country';

/** The one explanation of the fields' * mark, on every form. */
export const requiredFieldsHint = 'Fields marked * are required.';
