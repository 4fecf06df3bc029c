import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType, type Location } from 'react-router-dom';

const KEY = 'scroll-positions';
// useLayoutEffect warns during server rendering; this component only acts in the browser.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scroll restoration for client navigation: back/forward returns to where the visitor was, a new page starts at
 * the top, and a #hash scrolls to its element. (The data-router ScrollRestoration needs a data router; this page
 * uses the declarative one so the server can render with a plain StaticRouter.)
 */
export function ScrollManager({ location }: { location: Location }) {
  // The location on screen: during a client navigation the old page stays until the new one renders (app.tsx).
  const navType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => {
      const all = readPositions();
      all[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(KEY, JSON.stringify(all));
      } catch {
        // storage full or disabled: restoration is a nicety
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
    };
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      if (navType !== 'POP' || !location.hash) return;
    }
    if (location.hash) {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    if (navType === 'POP') {
      window.scrollTo(0, readPositions()[location.key] ?? 0);
    } else {
      window.scrollTo(0, 0);
    }
  }, [location.key]);

  return null;
}
