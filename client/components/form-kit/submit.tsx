import type { Ref } from 'react';
import { Icon } from '../sections/icon.tsx';

export interface JsonAnswer {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or {} when there is none or it is not JSON. */
  body: Record<string, unknown>;
  /** Retry-After of the answer in seconds, when it gave one (a 429). */
  retryAfterS?: number;
}

/**
 * The one way a form posts: JSON to a same-origin endpoint, the answer read as JSON whatever its status. A network
 * failure is status 0, so callers handle every outcome in one place.
 */
export async function postJson(url: string, payload: unknown): Promise<JsonAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
    const body = (await res.json().catch(() => ({}))) as unknown;
    const retryAfter = Number(res.headers.get('retry-after'));
    return {
      ok: res.ok,
      status: res.status,
      body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterS: retryAfter } : {}),
    };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

/** Field messages of a 400 answer ({"errors": {...}}), or undefined. */
export function answerErrors(answer: JsonAnswer): Record<string, string> | undefined {
  const errors = answer.body.errors;
  if (answer.status !== 400 || typeof errors !== 'object' || errors === null) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (typeof v === 'string') out[k] = v;
  return out;
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  /** Announced while sending, in place of the button (spec 4: a spinner replaces the button). */
  busyLabel: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The submit button, or the spinner that replaces it while sending, in a box of one fixed height. */
export function SubmitButton({ busy, label, busyLabel, buttonRef }: SubmitButtonProps) {
  return (
    <div className="lead-form__actions">
      {busy ? (
        <span className="lead-form__spinner" role="status">
          <Icon name="loader-circle" size={28} />
          <span className="visually-hidden">{busyLabel}</span>
        </span>
      ) : (
        <button ref={buttonRef} type="submit" className="button button--primary">
          {label}
        </button>
      )}
    </div>
  );
}
