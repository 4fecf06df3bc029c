import { describe, expect, test } from 'vitest';
import { leadMessages } from '../../shared/messages/lead.ts';
import { validateDate, validateLead, validateName, validatePhone, validateTime } from '../../shared/lead-schema.ts';
import { LEAD_TYPES, leadTypeForPlan, TIME_SLOTS } from '../../shared/lead-types.ts';
import { intentTexts } from '../../content/lead-form.ts';

const valid = {
  name: "José O'Brien-Smith, Jr.",
  email: 'jose@example.com',
  phone: '(213) 373-4253',
  countryCode: 'US',
  agreetos: true,
};
// A Wednesday noon in UTC: Pacific "today" is 2025-03-05.
const now = new Date('2025-03-05T20:00:00Z');

describe('lead types', () => {
  test('the eight lead types and the add-on mapping of spec 3', () => {
    expect(LEAD_TYPES).toEqual([
      'local',
      'difm',
      'difm_eol',
      'difm_eol_basic',
      'difm_eol_std',
      'difm_eol_prem',
      'bm_legal_presales',
      'bm_pos_presales',
    ]);
    expect(leadTypeForPlan('difmstdaddon')).toBe('difm_eol_std');
    expect(leadTypeForPlan('difmpremaddon')).toBe('difm_eol_prem');
    expect(leadTypeForPlan('something')).toBe('difm_eol');
    expect(leadTypeForPlan(undefined)).toBe('difm_eol');
    expect(TIME_SLOTS).toEqual(['6:00 - 9:00', '9:01 - 12:00', '12:01 - 15:00', '15:01 - 17:00']);
  });
});

describe('lead form validation', () => {
  test('a complete lead passes and unknown fields and the captcha token are dropped', () => {
    const r = validateLead(
      { ...valid, ysbcaptchatoken: 'tok', admin: true, company: '  Acme  ' },
      { intentsShown: false },
    );
    expect(r).toEqual({ ok: true, data: { ...valid, company: 'Acme' } });
  });

  test('countryCode defaults to US', () => {
    const { countryCode: _omit, ...rest } = valid;
    const r = validateLead(rest, { intentsShown: false });
    expect(r.ok && r.data.countryCode).toBe('US');
  });

  test('required fields each get their own message', () => {
    const r = validateLead({}, { intentsShown: false });
    expect(r).toEqual({
      ok: false,
      errors: {
        name: leadMessages.nameRequired,
        email: leadMessages.emailRequired,
        phone: leadMessages.phoneRequired,
        agreetos: leadMessages.agreetosRequired,
      },
    });
  });

  test('names accept accented letters and the listed punctuation, nothing else', () => {
    expect(validateName('Zoë Ångström')).toBeUndefined();
    expect(validateName("Anne-Marie d'Arc, Sr.")).toBeUndefined();
    expect(validateName('Robert; DROP TABLE')).toBe(leadMessages.nameChars);
    expect(validateName('R2D2')).toBe(leadMessages.nameChars);
    expect(validateName(' .,- ')).toBe(leadMessages.nameChars);
    expect(validateName('a'.repeat(50))).toBeUndefined();
    expect(validateName('a'.repeat(51))).toBe(leadMessages.nameTooLong);
  });

  test('emails must be at most 50 characters and have a standard shape', () => {
    const bad = ['plainaddress', 'a@b', 'a@@b.com', 'a b@c.com', 'a@b.c', '.a@b.com', `${'a'.repeat(39)}@example.com`];
    for (const email of bad) expect(validateLead({ ...valid, email }, { intentsShown: false }).ok, email).toBe(false);
    expect(validateLead({ ...valid, email: 'first.last+tag@mail.example.co.uk' }, { intentsShown: false }).ok).toBe(
      true,
    );
  });

  test('phones are checked against the selected country', () => {
    expect(validatePhone('(213) 373-4253', 'US')).toBeUndefined();
    expect(validatePhone('020 7946 0958', 'GB')).toBeUndefined();
    expect(validatePhone('020 7946 0958', 'US')).toBe(leadMessages.phoneInvalid);
    expect(validatePhone('+44 20 7946 0958', 'US')).toBe(leadMessages.phoneInvalid);
    expect(validatePhone('12345', 'US')).toBe(leadMessages.phoneInvalid);
    expect(validatePhone('+1 213 373 4253 0000000', 'US')).toBe(leadMessages.phoneTooLong);
    expect(validateLead({ ...valid, countryCode: 'XX' }, { intentsShown: false })).toMatchObject({
      ok: false,
      errors: { countryCode: leadMessages.countryInvalid },
    });
  });

  test('company is optional and at most 50 characters', () => {
    expect(validateLead({ ...valid, company: 'x'.repeat(51) }, { intentsShown: false })).toEqual({
      ok: false,
      errors: { company: leadMessages.companyTooLong },
    });
  });

  test('time preference is one of the four Pacific slots, optionally after the picked date', () => {
    for (const slot of TIME_SLOTS) expect(validateTime(slot)).toBeUndefined();
    expect(validateTime('Mon Mar 10 2025, 9:01 - 12:00')).toBeUndefined();
    expect(validateTime('7:00 - 8:00')).toBe(leadMessages.timeInvalid);
    expect(validateTime('<script>, 6:00 - 9:00')).toBe(leadMessages.timeInvalid);
    expect(validateTime(undefined)).toBeUndefined();
  });

  test('the picked date is a weekday after today (Pacific)', () => {
    expect(validateDate('2025-03-06', now)).toBeUndefined();
    expect(validateDate('2025-03-05', now)).toBe(leadMessages.dateInvalid);
    expect(validateDate('2025-03-04', now)).toBe(leadMessages.dateInvalid);
    expect(validateDate('2025-03-08', now)).toBe(leadMessages.dateInvalid); // Saturday
    expect(validateDate('2025-02-30', now)).toBe(leadMessages.dateInvalid);
    expect(validateDate('03/06/2025', now)).toBe(leadMessages.dateInvalid);
  });

  test('agreetos must be exactly true', () => {
    for (const agreetos of [false, 'true', 1, undefined]) {
      expect(validateLead({ ...valid, agreetos }, { intentsShown: false })).toEqual({
        ok: false,
        errors: { agreetos: leadMessages.agreetosRequired },
      });
    }
  });

  test('intent is required when shown and its text comes from the list', () => {
    const opts = {
      intentsShown: true,
      leadType: 'bm_legal_presales' as const,
      intentText: (id: string) => intentTexts[id as keyof typeof intentTexts],
    };
    expect(validateLead(valid, opts)).toEqual({ ok: false, errors: { intentId: leadMessages.intentRequired } });
    expect(validateLead({ ...valid, intentId: 'nope' }, opts).ok).toBe(false);
    const r = validateLead({ ...valid, intentId: 'pricing', intentText: 'forged' }, opts);
    expect(r.ok && r.data.intentText).toBe('I have a question about pricing');
  });

  test('when no intents are shown intentId and intentText are removed', () => {
    const r = validateLead({ ...valid, intentId: 'pricing', intentText: 'x' }, { intentsShown: false });
    expect(r.ok && 'intentId' in r.data).toBe(false);
    expect(r.ok && 'intentText' in r.data).toBe(false);
  });

  test('a body that is not an object is refused', () => {
    for (const body of [null, [], 'x', 3]) {
      expect(validateLead(body, { intentsShown: false })).toEqual({
        ok: false,
        errors: { body: 'The request body must be a JSON object.' },
      });
    }
  });
});
