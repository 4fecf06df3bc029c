/**
 * spec 3 "Local business place data": one business, as the places API answers it, as the business search stores
 * it (the localworks slice) and as the embedded sample set holds it.
 */
export interface Place {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/**
 * The fields of the form that carries a business chosen without JavaScript to the funnel's next page, in its
 * body, never in an address (decision 278), and the longest each value may be. Its phone is not sent.
 */
export const PLACE_FIELDS = { business: 100, address: 200, city: 100, state: 40, zip: 20 } as const;
export type PlaceField = keyof typeof PLACE_FIELDS;

/** The posted fields that carry a chosen place, bounded. */
export function placeFields(place: Place): [PlaceField, string][] {
  const out: [PlaceField, string][] = [['business', place.name.trim().slice(0, PLACE_FIELDS.business)]];
  for (const key of ['address', 'city', 'state', 'zip'] as const) {
    const v = place[key].trim().slice(0, PLACE_FIELDS[key]);
    if (v) out.push([key, v]);
  }
  return out;
}

// Printable characters only: no control characters, no line breaks.
// eslint-disable-next-line no-control-regex -- this pattern exists to find control characters and refuse them
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** The place a posted form carries (each value bounded, printable), or null when it names no business. */
export function placeFromPosted(values: Record<string, unknown> | undefined): Place | null {
  const get = (k: PlaceField) => {
    const raw = values?.[k];
    const v = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
    return CONTROL_RE.test(v) ? '' : v.trim().slice(0, PLACE_FIELDS[k]);
  };
  const name = get('business');
  if (!name) return null;
  return { name, address: get('address'), city: get('city'), state: get('state'), zip: get('zip'), phone: '' };
}
