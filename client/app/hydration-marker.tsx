import { useEffect } from 'react';

/** Marks the document once React has hydrated it: tests and CSS can tell server HTML from a live page. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
