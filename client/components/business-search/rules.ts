// Local business search rules (spec 5 "Local business search"), pure for unit tests.
import type { Place } from '../../../shared/place.ts';
import { businessSearchTexts } from '../../../content/chrome/business-search-texts.ts';

/** Suggestions are asked for from this many characters, after a pause in typing. */
export const MIN_QUERY = 2;
export const DEBOUNCE_MS = 250;
/** Where the chosen business is kept for the next step (read after hydration). */
export const BUSINESS_STORAGE_KEY = 'localworks.business';

/** The validation message for a submitted value, or null when it is acceptable. */
export function businessNameError(value: string): string | null {
  return value.trim() === '' ? businessSearchTexts.required : null;
}

/** One line of address for display: "120 Bay Street, Portland, ME 04101". */
export function placeAddress(p: Place): string {
  const region = [p.state, p.zip].filter(Boolean).join(' ');
  return [p.address, p.city, region].filter(Boolean).join(', ');
}

/** A stored place read back from sessionStorage, or null when absent or malformed. */
export function parseStoredPlace(raw: string | null): Place | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const keys = ['name', 'address', 'city', 'state', 'zip', 'phone'] as const;
    if (typeof v.name !== 'string' || v.name.trim() === '') return null;
    const out = {} as Place;
    for (const k of keys) out[k] = typeof v[k] === 'string' ? (v[k] as string).slice(0, 200) : '';
    return out;
  } catch {
    return null;
  }
}
