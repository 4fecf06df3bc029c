import { useEffect, useState } from 'react';
import { placeFromQuery, type Place } from '../../../shared/place.ts';
import { BUSINESS_STORAGE_KEY, parseStoredPlace } from './rules.ts';

/**
 * The business chosen in an earlier step. Chosen without JavaScript, it is in the page's address (decision 251) and
 * so in the server HTML; otherwise it is "loading" in the server HTML and first render, then read after hydration.
 */
export function useStoredPlace(query?: URLSearchParams): Place | null | 'loading' {
  const inAddress = query ? placeFromQuery(query) : null;
  const [place, setPlace] = useState<Place | null | 'loading'>(inAddress ?? 'loading');
  const fromAddress = inAddress ? JSON.stringify(inAddress) : null;
  useEffect(() => {
    if (fromAddress) {
      // Kept as a pick from the suggestions is, so the later steps read it the same way.
      try {
        window.sessionStorage.setItem(BUSINESS_STORAGE_KEY, fromAddress);
      } catch {
        // storage blocked: the address still carries it
      }
      setPlace(parseStoredPlace(fromAddress));
      return;
    }
    let raw: string | null = null;
    try {
      raw = window.sessionStorage.getItem(BUSINESS_STORAGE_KEY);
    } catch {
      // storage blocked: treated as no business chosen
    }
    setPlace(parseStoredPlace(raw));
  }, [fromAddress]);
  return place;
}
