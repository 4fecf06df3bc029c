import { PLACE_QUERY, type PlaceQueryKey } from './routes.ts';

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

/** The query values that carry a chosen place to the next page (decision 251; the phone stays out of the address). */
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
