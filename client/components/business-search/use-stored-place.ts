import { useEffect, useState } from 'react';
import { placeFromPosted, type Place } from '../../../shared/place.ts';
import { useFormEcho } from '../form-kit/form-echo.ts';
import { BUSINESS_STORAGE_KEY, parseStoredPlace } from './rules.ts';

/** Keeps a chosen business for the later steps, as a pick from the suggestions is kept. */
export function storePlace(place: Place): void {
  try {
    window.sessionStorage.setItem(BUSINESS_STORAGE_KEY, JSON.stringify(place));
  } catch {
    // storage blocked: the next step asks again
  }
}

/**
 * The business chosen in an earlier step, and whether it came in the post that rendered this page. Chosen without
 * JavaScript, it is posted to this page (decision 278) and so in the server HTML; otherwise it is "loading" in the
 * server HTML and first render, then read after hydration.
 */
export function useChosenPlace(): { place: Place | null | 'loading'; posted: Place | null } {
  const echo = useFormEcho('place');
  const [posted] = useState(() => placeFromPosted(echo?.values));
  const [place, setPlace] = useState<Place | null | 'loading'>(posted ?? 'loading');
  useEffect(() => {
    if (posted) {
      storePlace(posted);
      return;
    }
    let raw: string | null = null;
    try {
      raw = window.sessionStorage.getItem(BUSINESS_STORAGE_KEY);
    } catch {
      // storage blocked: treated as no business chosen
    }
    setPlace(parseStoredPlace(raw));
  }, [posted]);
  return { place, posted };
}

/** The business chosen in an earlier step (see useChosenPlace). */
export function useStoredPlace(): Place | null | 'loading' {
  return useChosenPlace().place;
}
