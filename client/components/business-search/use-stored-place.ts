import { useEffect, useState } from 'react';
import type { Place } from '../../../shared/place.ts';
import { BUSINESS_STORAGE_KEY, parseStoredPlace } from './rules.ts';

/** The business chosen in an earlier step: "loading" in the server HTML and first render, then read after hydration. */
export function useStoredPlace(): Place | null | 'loading' {
  const [place, setPlace] = useState<Place | null | 'loading'>('loading');
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.sessionStorage.getItem(BUSINESS_STORAGE_KEY);
    } catch {
      // storage blocked: treated as no business chosen
    }
    setPlace(parseStoredPlace(raw));
  }, []);
  return place;
}
