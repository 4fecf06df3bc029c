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
 * The business a visitor chose, carried in the address of the funnel's next page when it was chosen without
 * JavaScript (decision 251): a business's name and address are public listing data, never a person's. Its phone is
 * left out of the address all the same.
 */
export const PLACE_QUERY = { business: 100, address: 200, city: 100, state: 40, zip: 20 } as const;
export type PlaceQueryKey = keyof typeof PLACE_QUERY;

/** The search a visitor sends without JavaScript: a business name of 1 to 100 characters. */
export const BUSINESS_QUERY_MAX = 100;

/** Printable text of a bounded length: what each of the place's query values may be. */
export function isPlaceQueryValue(key: PlaceQueryKey, v: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return v.length <= PLACE_QUERY[key] && !/[\u0000-\u001f\u007f]/.test(v) && (key !== 'business' || v.trim() !== '');
}

/** The query values that carry a place to the next page (the phone stays out of the address). */
export function placeQuery(place: Place): [PlaceQueryKey, string][] {
  const out: [PlaceQueryKey, string][] = [['business', place.name.trim().slice(0, PLACE_QUERY.business)]];
  for (const key of ['address', 'city', 'state', 'zip'] as const) {
    const v = place[key].trim().slice(0, PLACE_QUERY[key]);
    if (v) out.push([key, v]);
  }
  return out;
}

/** The place a page address carries, or null when it names no business. */
export function placeFromQuery(query: URLSearchParams): Place | null {
  const name = query.get('business')?.trim();
  if (!name) return null;
  const get = (k: PlaceQueryKey) => query.get(k)?.trim() ?? '';
  return { name, address: get('address'), city: get('city'), state: get('state'), zip: get('zip'), phone: '' };
}
