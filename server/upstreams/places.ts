// The places upstream (spec 7 "Places autocomplete", decision 063): one validated call, and the lookup the
// business search page uses, with the sample set when no upstream is configured.
import { z } from 'zod';
import { samplePlaces } from '../../content/places-sample.ts';
import type { Place } from '../../shared/place.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { readJson, UPSTREAM_BODY_LIMITS } from './body.ts';

export interface PlacesDeps {
  config: Pick<Config, 'PLACES_API_URL' | 'PLACES_API_KEY' | 'UPSTREAM_TIMEOUT_MS'>;
  logger: Logger;
  fetch?: typeof fetch;
}

/** Its calls' label in the upstream metrics. */
export const PLACES_UPSTREAM = 'places';

const MAX_RESULTS = 5;
// A part of the wrong type (a numeric street number) makes the whole prediction malformed: it is dropped, never
// kept with that part blank. Missing or null parts are fine.
const text = (max: number) => z.string().trim().max(max).nullish();

// The upstream may answer with the contract's fields or with the address parts the spec names (street number,
// route, locality, region short name, postal code); both become one Place (docs/decisions/063-places-api.md).
const upstreamPrediction = z.object({
  name: z.string().trim().min(1).max(200),
  phone: text(40).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(40).optional(),
  zip: text(20).optional(),
  street_number: text(20).optional(),
  route: text(200).optional(),
  locality: text(100).optional(),
  region: text(40).optional(),
  postal_code: text(20).optional(),
});
const upstreamBody = z.object({ predictions: z.array(z.unknown()).max(50) });

function toPlace(p: z.infer<typeof upstreamPrediction>): Place {
  const street = [p.street_number, p.route].filter(Boolean).join(' ');
  return {
    name: p.name,
    address: p.address || street,
    city: p.city || p.locality || '',
    state: p.state || p.region || '',
    zip: p.zip || p.postal_code || '',
    phone: p.phone || '',
  };
}

/** Sample matches: names containing the query, case-insensitive, first-word matches first. */
export function samplePredictions(q: string): Place[] {
  const needle = q.toLowerCase();
  return samplePlaces
    .filter((p) => p.name.toLowerCase().includes(needle))
    .sort((a, b) => Number(!a.name.toLowerCase().startsWith(needle)) - Number(!b.name.toLowerCase().startsWith(needle)))
    .slice(0, MAX_RESULTS);
}

/** One call to the places upstream (decision 063): validated, at most 5 places; throws on any failure. */
export function placesUpstream(deps: PlacesDeps): (q: string) => Promise<Place[]> {
  const { config } = deps;
  const doFetch = upstreamFetch(PLACES_UPSTREAM, deps.fetch);
  return async function upstream(q: string): Promise<Place[]> {
    const url = new URL(config.PLACES_API_URL as string);
    url.searchParams.set('input', q);
    // spec 7: limited to establishments.
    url.searchParams.set('types', 'establishment');
    if (config.PLACES_API_KEY) url.searchParams.set('key', config.PLACES_API_KEY);
    const res = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new Error(`upstream status ${res.status}`);
    }
    // Capped in size and checked by schema (decision 081): an oversized or malformed answer is a failure.
    const body = await readJson(res, UPSTREAM_BODY_LIMITS.places, upstreamBody);
    return body.predictions
      .flatMap((p) => {
        const parsed = upstreamPrediction.safeParse(p);
        const place = parsed.success ? toPlace(parsed.data) : null;
        // A suggestion without a street address cannot be checked or listed: dropped too.
        return place && place.address !== '' ? [place] : [];
      })
      .slice(0, MAX_RESULTS);
  };
}

/**
 * What a lookup found and where from: the upstream's places, the sample set's (no upstream configured), or none
 * because the upstream failed. Callers tell a failure apart by `source` (the API answers it uncached), and the
 * failure is logged here once, never again by them.
 */
export interface PlacesLookupResult {
  places: Place[];
  source: 'upstream' | 'sample' | 'failed';
}

/**
 * The places matching a business name: the upstream's (at most 5), or the sample set's when none is configured.
 * A failing upstream gives no matches (logged without the key or the query), never an error: the visitor can go on
 * with the name as typed. Used by GET /api/places/autocomplete and by the page of a business search sent without
 * JavaScript (decision 251).
 */
export function createPlacesLookup(deps: PlacesDeps): (q: string) => Promise<PlacesLookupResult> {
  const upstream = placesUpstream(deps);
  const log = deps.logger.child({ component: 'places-api' });
  return async (q) => {
    if (!deps.config.PLACES_API_URL) return { places: samplePredictions(q), source: 'sample' };
    try {
      return { places: await upstream(q), source: 'upstream' };
    } catch (e) {
      log.warn({ err: (e as Error).name, reason: (e as Error).message.slice(0, 100) }, 'places upstream failed');
      return { places: [], source: 'failed' };
    }
  };
}
