import { Suspense, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import type { ResolvedPage } from '../../shared/routes.ts';
import { useAppStore } from '../store/store-provider.tsx';
import { useAppData } from './data-context.tsx';
import { isLayoutLoaded, loadLayout, useLayoutComponent } from './layouts/index.tsx';
import { Document } from './document.tsx';
import { PageHead } from './page-head.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import type { PageProps } from './page-contract.ts';
import { isPageLoaded, loadPage, usePageComponent } from './page-registry.ts';
import { PageLoading } from './page-loading.tsx';
import { useResolvePage } from './route-table.ts';
import { HydrationMarker } from './hydration-marker.tsx';
import { usePageMeta } from './page-meta.ts';
import { navHooks, preloadRoute } from './preload.ts';

type Resolved = ResolvedPage;
// useLayoutEffect warns during server rendering; what it runs acts in the browser only.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The page of the first render and the address (path and query) it was resolved for. */
export interface FirstPage {
  url: string;
  resolved: ResolvedPage;
}

/**
 * Chooses layout and page for the current location from the shared route table.
 *
 * Client navigation (spec 2.4 "page loading indicator"): while the next page's chunks (page with its metadata, layout)
 * load, the current page stays on screen, `utility.navigating` is true and the indicator shows; the
 * new page renders once everything has arrived, and its commit ends the navigation. The server and the first
 * client render have every module loaded, so they never take this path. The page's and layout's files
 * are all asked for at once (preloadRoute), so the wait is one round trip.
 *
 * The location is resolved once per render here (the first render takes `first`, resolved by the caller), and the
 * page's metadata read once: the head, the structured data, the breadcrumbs and the page all get it from here.
 */
export function App({ first }: { first?: FirstPage }) {
  const location = useLocation();
  const data = useAppData();
  const here = location.pathname + location.search;
  const isFirst = first?.url === here;
  const elsewhere = useResolvePage(location.pathname, location.search, !isFirst);
  const target = isFirst ? first.resolved : elsewhere!;
  const ready = isPageLoaded(target.page) && isLayoutLoaded(target.route.layout);
  const last = useRef<{ location: Location; resolved: Resolved } | null>(null);
  const showTarget = ready || last.current === null;
  const shownLocation = showTarget ? location : last.current!.location;
  const { match, route, query, notice, page: pageKey, metaId } = showTarget ? target : last.current!.resolved;
  const meta = usePageMeta(metaId, pageKey);
  const Layout = useLayoutComponent(route.layout);
  const props: PageProps = { route, params: match?.params ?? {}, query, pathname: shownLocation.pathname, meta };

  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const setNavigating = useAppStore((s) => s.setNavigating);
  useEffect(() => {
    if (showTarget) last.current = { location, resolved: target };
  });
  useEffect(() => {
    if (ready) {
      setNavigating(false);
      return;
    }
    setNavigating(true);
    preloadRoute(data.assets.chunks, target.page, target.route.layout);
    let live = true;
    Promise.all([loadPage(target.page), loadLayout(target.route.layout)]).then(
      () => live && rerender(),
      // A chunk that cannot load (e.g. a newer deployment replaced it): let the server answer the address.
      () => live && window.location.reload(),
    );
    return () => {
      live = false;
    };
  }, [ready, target.page, target.route.layout, setNavigating, data.assets.chunks]);
  useEffect(() => {
    navHooks.start = () => setNavigating(true);
  }, [setNavigating]);
  // Once a client navigation's page is on screen, before it is painted: scroll (top, #hash, or where the visitor
  // was on back and forward), focus and announcement (navigation.ts).
  const navType = useNavigationType();
  const firstShown = useRef(true);
  useClientLayoutEffect(() => {
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    navHooks.shown?.(shownLocation.key, shownLocation.hash, navType === 'POP');
  }, [shownLocation.key]);

  return (
    <Document data={data}>
      <PageHead
        meta={meta}
        route={route}
        publicUrl={data.config.publicUrl}
        indexable={route.indexable && !notice}
        notice={notice}
      />
      <NavigationIndicator />
      <Layout route={route} pathname={shownLocation.pathname}>
        {meta.breadcrumbs && !notice && <Breadcrumbs trail={meta.breadcrumbs} />}
        <Suspense fallback={<PageLoading />}>
          <PageOutlet pageKey={pageKey} {...props} />
          {/* Inside the boundary: the page hydrates in a commit of its own, and the mark waits for it. */}
          <HydrationMarker />
        </Suspense>
      </Layout>
    </Document>
  );
}

/** Its own component, so showing it re-renders nothing else (it must show within 150 ms of a click). */
function NavigationIndicator() {
  return useAppStore((s) => s.utility.navigating) ? <PageLoading /> : null;
}

function PageOutlet({ pageKey, ...props }: PageProps & { pageKey: Parameters<typeof usePageComponent>[0] }) {
  const Page = usePageComponent(pageKey);
  return <Page {...props} />;
}
