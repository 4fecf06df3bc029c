import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { parsePromo } from '../../shared/promo.ts';
import { hidesBusinessMakerMenu } from '../../shared/business-maker-paths.ts';
import { track } from '../analytics/events.ts';
import type { LoginUser } from '../../shared/login-user.ts';
import type { AppStore } from './app-store.ts';
import { isBibUser } from './roles.ts';
import { useAppStore, useAppStoreApi } from './store-provider.tsx';

const booted = new WeakSet<AppStore>();
let lastPageview: string | null = null;

/** Reads one cookie by name from a cookie header string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Asks the server's login-info proxy who the visitor is; any failure means nobody (spec 7, 8). */
export async function fetchLoginInfo(fetcher: typeof fetch = fetch): Promise<LoginUser | null> {
  try {
    const res = await fetcher('/api/login-info', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: unknown };
    const u = body?.user;
    return u && typeof u === 'object' && !Array.isArray(u) && Object.keys(u).length > 0 ? (u as LoginUser) : null;
  } catch {
    return null;
  }
}

/**
 * Browser-only start-up work, after hydration so server HTML and the first client render agree: the user from
 * /api/login-info, the promotion cookie into the cart, the viewport width, analytics, pageviews and the
 * business-creation view. Every layout mounts it; the once-per-page work is guarded per store.
 */
export function ChromeBoot() {
  const api = useAppStoreApi();
  const location = useLocation();
  const user = useAppStore((s) => s.user);

  useEffect(() => {
    if (booted.has(api)) return;
    booted.add(api);
    const s = api.getState();
    s.setReady();
    // The cookie is the visitor's to change: parsed here, where it comes in.
    s.setCartPromo(parsePromo(readCookie(document.cookie, 'promo')));
    fetchLoginInfo().then((u) => (u ? api.getState().login(u) : api.getState().logout()));
    const measure = () => api.getState().setViewportWidth(window.innerWidth);
    measure();
    window.addEventListener('resize', measure, { passive: true });
    // The loader is fetched only on sites that configure an analytics script (most pages never need it).
    if (s.config.tagManagerUrl || s.config.experimentScriptUrl) {
      import('../analytics/loader.ts').then((m) => m.loadAnalytics(s.config));
    }
  }, [api]);

  // Spec 6: a business-creation user gets its own header, footer and phone, except where the path hides it.
  const bib = isBibUser(user) && !hidesBusinessMakerMenu(location.pathname);
  useEffect(() => {
    if (api.getState().clientView.header.bibView !== bib) api.getState().toggleBibView(bib);
  }, [api, bib]);

  useEffect(() => {
    const promo = parsePromo(new URLSearchParams(location.search).get('p'));
    if (promo) {
      api.getState().updatePromotion(promo);
      api.getState().setCartPromo(promo);
    }
    if (lastPageview === location.key) return;
    lastPageview = location.key;
    // The title is hoisted by React after commit; read it on the next frame.
    requestAnimationFrame(() => track({ event: 'pageview', path: location.pathname, title: document.title }));
  }, [api, location.key, location.pathname, location.search]);

  return null;
}
