import { format } from 'date-fns';
import { echoText, typedDay, type FormEcho } from '../../../shared/form-echo.ts';
import type { Intent } from '../../../content/lead-form.ts';
import type { LeadFormData, LeadType } from '../../../shared/lead-types.ts';
import { postJson } from '../form-kit/submit.tsx';

/** What the form holds while the visitor edits it. */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  company: string;
  time: string;
  intentId: string;
  date: Date | null;
  agreetos: boolean;
}

export const emptyLeadValues: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  countryCode: 'US',
  company: '',
  time: '',
  intentId: '',
  date: null,
  agreetos: false,
};

/** The picked day as the visitor sees it, e.g. 03/10/2025 (decision 051). */
export function dateText(date: Date): string {
  return format(date, 'MM/dd/yyyy');
}

/**
 * spec 3/4: the submitted lead. With a date picked, time is "<date text>, <time preference>"; with no intents,
 * intentId and intentText are left out; the captcha token rides along as ysbcaptchatoken.
 */
export function buildLeadPayload(values: LeadFormValues, intents: readonly Intent[], token?: string): LeadFormData {
  const payload: LeadFormData = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    countryCode: values.countryCode || 'US',
    agreetos: values.agreetos,
  };
  const company = values.company.trim();
  if (company) payload.company = company;
  if (values.date) {
    payload.date = format(values.date, 'yyyy-MM-dd');
    // The server accepts the time only as a slot or "<date>, <slot>"; a date without a slot goes alone.
    if (values.time) payload.time = `${dateText(values.date)}, ${values.time}`;
  } else if (values.time) {
    payload.time = values.time;
  }
  if (intents.length > 0) {
    const intent = intents.find((i) => i.id === values.intentId);
    if (intent) {
      payload.intentId = intent.id;
      payload.intentText = intent.text;
    }
  }
  if (token) payload.ysbcaptchatoken = token;
  return payload;
}

/** A refused lead; a rate-limited one says when to try again (Retry-After, in seconds). */
export class LeadSubmitError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterS?: number,
  ) {
    super(`lead submit failed: ${status}`);
  }
}

/** POST /api/leads/:leadType; resolves on 2xx and rejects otherwise (spec 7: the call only resolves or rejects). */
export async function postLead(leadType: LeadType, payload: LeadFormData): Promise<void> {
  const answer = await postJson(`/api/leads/${leadType}`, payload);
  if (!answer.ok) throw new LeadSubmitError(answer.status, answer.status === 429 ? answer.retryAfterS : undefined);
}

/** The form as a refused plain post left it (decision 180): the visitor's values, ready to edit. */
export function echoedValues(echo: FormEcho | undefined): LeadFormValues {
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
