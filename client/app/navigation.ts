import type { AppData } from '../../shared/app-data.ts';
import { resolvePage } from '../../shared/routes.ts';
import { isLayoutLoaded } from './layouts/index.tsx';
import { isPageLoaded, loadPage } from './page-registry.ts';
import { pageMetaOf } from './page-meta.ts';
import { provideRouteTable } from './route-table.ts';
import { navHooks, preloadRoute } from './preload.ts';

// What client navigation adds for people and for speed, loaded after hydration so no page's first JavaScript
// carries it: the next page's files fetched as soon as a visitor points at, focuses or touches a link to it, and
// a route change that a screen reader hears (focus on the new page's heading, its title announced once), and
// scroll restoration: back and forward return to where the visitor was, a new page starts at the top, a #hash
// scrolls to its element. Positions are kept per history entry (its key) for the whole tab session.

// The route table arrives with this module: from now on a navigation resolves its address without waiting.
provideRouteTable(resolvePage);

const POSITIONS = 'scroll-positions';

let announcer: HTMLElement | null = null;

/** The polite live region route changes are announced in; created once, early, so the first change is heard. */
function liveRegion(): HTMLElement {
  if (!announcer) {
    announcer = document.createElement('p');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    announcer.dataset.routeAnnouncer = '';
    document.body.append(announcer);
  }
  return announcer;
}

/** Focus on the page's main heading without scrolling (the scroll is already done: top, #hash or restored). */
export function focusHeading(): void {
  const h1 = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!h1) return;
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  h1.focus({ preventScroll: true });
}

function announce(text: string): void {
  const region = liveRegion();
  // Emptied first: the same title twice (a page left and come back to) is still a change a reader announces.
  region.textContent = '';
  setTimeout(() => (region.textContent = text), 50);
}

/** The same-origin page a link leads to, or null (other sites, downloads, new windows, this very page). */
function linkTarget(event: Event): URL | null {
  const a = (event.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download'))
    return null;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search))
    return null;
  return url;
}

let structuredAsked = 0;

/**
 * The head's structured data becomes that of the page on screen, as the server sends it for that address (decision
 * 206), built by the server's own builder (loaded on the first navigation): the organization or the breadcrumb trail,
 * and Product data on a product page's plain address.
 */
function syncStructuredData(data: AppData): void {
  const asked = ++structuredAsked;
  const path = location.pathname;
  const { match, route, query, page, metaId, notice } = resolvePage(path, location.search);
  const plain = !!match && query.toString() === '' && path === route.path;
  // The page's module, which holds its metadata, has arrived by now (the page is on screen).
  void Promise.all([import('./structured-data.ts'), loadPage(page)]).then(([{ structuredData }, module]) => {
    if (asked !== structuredAsked) return;
    const meta = pageMetaOf(data, module, metaId);
    const { sells } = module;
    const blocks = structuredData({
      metaId,
      meta,
      notice,
      sells: plain ? sells : undefined,
      catalogue: data.catalogue,
      config: data.config,
      path,
    });
    for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
    for (const block of blocks) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(block);
      document.head.append(script);
    }
  });
}

export function install(data: AppData): void {
  liveRegion();
  // A navigation made before this module arrived.
  if (location.pathname + location.search !== data.url) syncStructuredData(data);
  const prefetch = (event: Event) => {
    const url = linkTarget(event);
    if (!url) return;
    const { page, route } = resolvePage(url.pathname, url.search);
    preloadRoute(data.assets.chunks, page, route.layout);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart', 'mousedown'])
    document.addEventListener(type, prefetch, { passive: true, capture: true });

  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(POSITIONS) ?? '{}') as Record<string, number>;
  } catch {
    // storage disabled or garbled: restoration is a nicety
  }
  // The page on screen: during a navigation the old page stays until the new one renders (app.tsx).
  let onScreen = (history.state as { key?: string } | null)?.key || 'default';
  // Positions are recorded only while a page is settled: not while it is being left (from the address change until
  // the next page is shown) nor while a position is being restored.
  let leaving = false;
  let growing = false;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  addEventListener(
    'scroll',
    () => {
      if (!leaving && !growing) positions[onScreen] = scrollY;
    },
    { passive: true },
  );
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(POSITIONS, JSON.stringify(positions));
    } catch {
      // storage full or disabled
    }
  });

  // On an address change (a click, after the router has handled it, or back and forward) nothing has moved yet: the
  // position is the old page's. The loading indicator shows at once when the new page's code is not in yet, before
  // React renders anything of the change.
  const address = () => location.pathname + location.search;
  let before = address();
  const changed = () => {
    if (address() === before) return;
    before = address();
    if (!leaving && !growing) positions[onScreen] = scrollY;
    leaving = true;
    const { page, route } = resolvePage(location.pathname, location.search);
    if (!isPageLoaded(page) || !isLayoutLoaded(route.layout)) {
      preloadRoute(data.assets.chunks, page, route.layout);
      navHooks.start?.();
    }
  };
  addEventListener('click', changed);
  addEventListener('popstate', changed);

  // A page whose lower sections are still arriving (a lazily loaded table) is shorter than when it was left: as it
  // grows, the restored position is asked for again, until it is reached, the visitor scrolls, or 5 s have passed.
  let stopRestoring = () => {};
  const restore = (y: number) => {
    scrollTo(0, y);
    if (Math.abs(scrollY - y) <= 1) return;
    growing = true;
    const grow = new ResizeObserver(() => {
      scrollTo(0, y);
      if (Math.abs(scrollY - y) <= 1) stopRestoring();
    });
    const timer = setTimeout(() => stopRestoring(), 5000);
    stopRestoring = () => {
      growing = false;
      grow.disconnect();
      clearTimeout(timer);
      stopRestoring = () => {};
    };
    grow.observe(document.documentElement);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'])
    addEventListener(type, () => stopRestoring(), { passive: true, capture: true });

  navHooks.shown = (key, hash, pop) => {
    onScreen = key;
    before = address();
    stopRestoring();
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target && !pop) target.scrollIntoView();
    else restore(pop ? (positions[key] ?? 0) : 0);
    // The scroll events of the page swap and of the jump above come out in the next frame, not yet the visitor's.
    requestAnimationFrame(() => requestAnimationFrame(() => (leaving = false)));
    // A #hash link lands on its target; every other navigation on the heading, back and forward included.
    if (!target || pop) focusHeading();
    announce(document.title);
    syncStructuredData(data);
  };

  // A thank-you page reached by a full load (the form posted without script) also starts on its heading.
  if (resolvePage(location.pathname, location.search).page === 'thankyou') focusHeading();
}
