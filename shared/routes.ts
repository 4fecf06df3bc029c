import { BUSINESSMAKER_PAGES, LEGAL_PAGES, REGIONAL_LEGAL_PAGES, TLD_PAGES } from './route-families.ts';
import { isDesktopOnlyNotice, LOCAL_QUERY, pageQuery, UPGRADE_QUERY } from './route-query.ts';
import { isThemeView, THEME_CATEGORY_KEYS } from './theme-ids.ts';

// One route table for server and client (ARCHITECTURE.md principle 1). The server answers 200 or 404 by
// matching it; the client renders from the same match, so both sides always agree on page and layout.

/** Layouts by path, spec 2.3. */
export type LayoutKind =
  | 'default' // global modal slot, navigation, main, footer
  | 'minimal' // no navigation, footer with the phone number
  | 'retirement' // /sitebuildereol: header with Go to dashboard, no menu, no footer
  | 'sitebuilder' // /buildmysite, /buildmyself: two-option menu, Go to dashboard, footer with phone
  | 'getonline' // /businessmaker/getonline
  | 'legal' // terms-centre header with logo only, footer without links
  | 'nonav' // header without navigation: optional phone and Go to dashboard
  | 'demo'; // a theme demo: the sample site under a bar back to the themes, no site chrome (decision 120)

/**
 * Header variants carry a no-index, no-follow robots instruction (spec 2.3); so do the consultation and thank-you
 * pages of the minimal layout, which are steps of a lead funnel, not pages to land on from a search.
 */
export const NOINDEX_LAYOUTS: ReadonlySet<LayoutKind> = new Set([
  'retirement',
  'sitebuilder',
  'legal',
  'nonav',
  'minimal',
]);

/**
 * The pages, by key: the one list of page keys. Each key names its words (content/pages/<key>.ts) and its folder
 * (client/pages/<key>/, whose index.tsx is loaded lazily: client/app/page-registry.ts). A new page is a line here,
 * those two files and its route below.
 */
export const PAGE_KEYS = [
  'home',
  'stores',
  'hosting',
  'wordpress',
  'websites',
  'themes',
  'woocommerce',
  'affiliate',
  'enterprise',
  'webdesign',
  'domains',
  'mail',
  'local',
  'local-search',
  'local-verify',
  'local-scan',
  'local-compare',
  'sitebuildereol',
  'buildmysite',
  'buildmyself',
  'partneroffers',
  'developer',
  'consultation',
  'thankyou',
  'businessmaker',
  'tld',
  'partners',
  'legal',
  'not-found',
  'desktop-only',
  'theme-demo',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export interface RouteDef {
  /** Stable identifier, also the key of the page's metadata in content/pages.ts. */
  id: string;
  path: string;
  /** exact: the path only; prefix: the path and anything below it; pattern: `:name` segments, then anything. */
  match: 'exact' | 'prefix' | 'pattern';
  page: PageKey;
  layout: LayoutKind;
  /** Listed in the sitemap and not marked noindex. */
  indexable: boolean;
  /** Query parameters that change this page's HTML: the only ones that reach the renderer and the cache key. */
  query: readonly string[];
  /** Checked before the main table (spec 2.2). */
  outer?: boolean;
  /** Pattern routes: whether these parameters (and this many segments after the pattern) name a real page. */
  accept?: (params: Record<string, string>, extraSegments: number) => boolean;
}

/** Spec 2.3 lists which legal paths wear the terms-centre layout; the others keep the default layout. */
function legalLayout(path: string): LayoutKind {
  const termsCentre = ['/tos-center', '/privacy-policy', '/tos', '/bmail-tos', '/site-guidelines', '/tos/CA/terms'];
  return termsCentre.includes(path) || path.startsWith('/tos/IND/') ? 'legal' : 'default';
}

const r = (
  id: string,
  path: string,
  page: PageKey,
  opts: Partial<Pick<RouteDef, 'match' | 'layout' | 'indexable' | 'query' | 'outer' | 'accept'>> = {},
): RouteDef => {
  const layout = opts.layout ?? 'default';
  return {
    id,
    path,
    page,
    layout,
    match: opts.match ?? 'exact',
    indexable: opts.indexable ?? !NOINDEX_LAYOUTS.has(layout),
    query: opts.query ?? [],
    outer: opts.outer,
    ...(opts.accept ? { accept: opts.accept } : {}),
  };
};

/** Spec 2.2: checked before the main table. */
export const outerRoutes: readonly RouteDef[] = [
  ...BUSINESSMAKER_PAGES.map((sub) =>
    r(`businessmaker-${sub}`, `/businessmaker/${sub}`, 'businessmaker', {
      outer: true,
      match: 'prefix',
      layout: sub === 'getonline' ? 'getonline' : 'default',
    }),
  ),
  // Spec 2.2: a prefix match, after its listed sub-pages: any other path under it is the business-maker area
  // (its canonical is /businessmaker).
  r('businessmaker', '/businessmaker', 'businessmaker', { outer: true, match: 'prefix' }),
  ...TLD_PAGES.map((tld) => r(`tld-${tld}`, `/tlds/${tld}-domain`, 'tld', { outer: true })),
  r('partners', '/partners', 'partners', { outer: true }),
  ...[...LEGAL_PAGES, ...REGIONAL_LEGAL_PAGES].map((path) =>
    r(`legal${path.replace(/\//g, '-')}`, path, 'legal', { outer: true, layout: legalLayout(path) }),
  ),
];

/** Spec 2.1 (exact match) and the minimal-layout paths of spec 2.3. */
export const mainRoutes: readonly RouteDef[] = [
  r('home', '/', 'home'),
  r('stores', '/stores', 'stores'),
  r('hosting', '/hosting', 'hosting'),
  r('wordpress', '/wordpress', 'wordpress'),
  r('websites', '/websites', 'websites', { query: UPGRADE_QUERY }),
  r('themes', '/websites/themes', 'themes'),
  // Spec 2.1 theme view links: the theme's sample site, exactly /websites/themes/{themeId}/{variantId} (decision 120).
  r('theme-demo', '/websites/themes/:themeId/:variantId', 'theme-demo', {
    match: 'pattern',
    layout: 'demo',
    indexable: false,
    query: UPGRADE_QUERY,
    accept: (p, extra) => extra === 0 && isThemeView(p.themeId, p.variantId),
  }),
  // Spec 2.1: a non-exact match that shows the same page; the canonical points at /websites/themes. The first
  // segment is a category key; anything else there (an unknown theme id or category) is a 404.
  r('themes-detail', '/websites/themes/:category/:themeid', 'themes', {
    match: 'pattern',
    indexable: false,
    accept: (p) => (THEME_CATEGORY_KEYS as readonly string[]).includes(p.category),
  }),
  r('woocommerce', '/woocommerce', 'woocommerce'),
  r('affiliate', '/affiliate', 'affiliate'),
  r('enterprise', '/enterprisesolutions', 'enterprise'),
  // The enterprise contact form as a page of its own: what "Contact Us" links to, the dialog being its enhancement;
  // `sent=1` is its thank-you state after a plain form post (decision 180).
  r('enterprise-contact', '/enterprisesolutions/contact', 'enterprise', { query: ['sent'] }),
  r('webdesign', '/webdesign', 'webdesign'),
  r('domains', '/domains', 'domains'),
  r('mail', '/mail', 'mail'),
  r('local', '/local', 'local', { query: ['direct'] }),
  // Funnel steps after a visitor picked a plan: the header without navigation keeps them on task (decision 001).
  // q and next: the business search sent without JavaScript; the page lists the matches (decision 251).
  r('local-search', '/local/search-listings', 'local-search', {
    layout: 'nonav',
    query: [...LOCAL_QUERY, 'q', 'next'],
  }),
  r('local-verify', '/local/verify-business', 'local-verify', { layout: 'nonav', query: LOCAL_QUERY }),
  r('local-scan', '/local/scan-results', 'local-scan', { layout: 'nonav', query: LOCAL_QUERY }),
  r('local-compare', '/local/compare-plans', 'local-compare'),
  r('sitebuildereol', '/sitebuildereol', 'sitebuildereol', { layout: 'retirement' }),
  r('buildmysite', '/buildmysite', 'buildmysite', { layout: 'sitebuilder', query: ['sent'] }),
  r('buildmyself', '/buildmyself', 'buildmyself', { layout: 'sitebuilder' }),
  r('partneroffers', '/partneroffers', 'partneroffers'),
  r('developer', '/developer', 'developer'),
  // Spec 2.3 minimal layout. Thank-you pages are only reached after a submission: not indexed.
  r('local-consultation', '/local/consultation1', 'consultation', { layout: 'minimal' }),
  r('local-thankyou', '/local/thankyou', 'thankyou', { layout: 'minimal', indexable: false }),
  r('webdesign-consultation', '/webdesign/consultation', 'consultation', { layout: 'minimal' }),
  r('webdesign-thankyou', '/webdesign/thankyou', 'thankyou', { layout: 'minimal', indexable: false }),
  r('legal-consultation', '/legal/consultation', 'consultation', { layout: 'minimal' }),
  r('legal-thankyou', '/legal/thankyou', 'thankyou', { layout: 'minimal', indexable: false }),
  r('pos-consultation', '/pos/consultation', 'consultation', { layout: 'minimal' }),
  r('pos-thankyou', '/pos/thankyou', 'thankyou', { layout: 'minimal', indexable: false }),
];

export const routes: readonly RouteDef[] = [...outerRoutes, ...mainRoutes];

/** The 404 page: not a route of the table, but rendered through the same pipeline with status 404. */
export const notFoundRoute: RouteDef = r('not-found', '', 'not-found', { indexable: false });

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * Matches a raw (still percent-encoded) pathname. Encoded slashes, dots and backslashes never match: a
 * path like /%2e%2e/etc or /hosting%2Fextra is a 404, not a page.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (/%2f|%5c|%2e|\\/i.test(pathname) || pathname.includes('//')) return null;
  for (const route of routes) {
    const params = matchOne(route, pathname);
    if (params) return { route, params };
  }
  return null;
}

function matchOne(route: RouteDef, pathname: string): Record<string, string> | null {
  if (route.match === 'exact') return pathname === route.path ? {} : null;
  if (route.match === 'prefix') {
    return pathname === route.path || pathname.startsWith(`${route.path}/`) ? {} : null;
  }
  const want = route.path.split('/');
  const got = pathname.split('/');
  if (got.length < want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w.startsWith(':')) {
      if (!got[i]) return null;
      params[w.slice(1)] = decodeURIComponent(got[i]);
    } else if (w !== got[i]) {
      return null;
    }
  }
  if (route.accept && !route.accept(params, got.length - want.length)) return null;
  return params;
}

export { hidesBusinessMakerMenu } from './business-maker-paths.ts';
export { tldFromPath } from './route-families.ts';

export interface ResolvedPage {
  match: RouteMatch | null;
  route: RouteDef;
  /** Only the query parameters this route's HTML depends on. */
  query: URLSearchParams;
  /** The desktop-only notice replaces the route's page. */
  notice: boolean;
  page: PageKey;
  /** Key of the page's metadata in content/pages.ts. */
  metaId: string;
}

/** Everything the server and the client decide from a location, decided the same way on both sides. */
export function resolvePage(pathname: string, search: string): ResolvedPage {
  const match = matchRoute(pathname);
  const route = match?.route ?? notFoundRoute;
  const query = pageQuery(route, search);
  const notice = match !== null && isDesktopOnlyNotice(query);
  return {
    match,
    route,
    query,
    notice,
    page: notice ? 'desktop-only' : route.page,
    metaId: notice ? 'desktop-only' : route.id,
  };
}
