// The query parameters a page's HTML depends on, and the values each may take: everything else in an address's
// query is dropped before the renderer and the cache key see it (shared/routes.ts names each route's).
import { DESKTOP_ONLY_MSG_CODE, LOCAL_RATE_PLANS, UPGRADE_INVALID } from './query-values.ts';

export { DESKTOP_ONLY_MSG_CODE, LOCAL_RATE_PLANS, UPGRADE_INVALID };

/**
 * Query parameters every page's HTML honours: the desktop-only notice (spec 2.2, 7). The promotion code `p` is
 * honoured too, but it is the visitor's own: the server sets its cookie and the browser applies it to links after
 * hydration, so it never changes the cached HTML (server/pages.ts).
 */
export const GLOBAL_QUERY = ['msgCode'] as const;

export const LOCAL_QUERY = ['pd', 'direct'] as const;
export const UPGRADE_IDS = ['siteid', 'externalid'] as const;
/** The upgrade ids, and `upgrade=invalid` in place of a malformed one (decision 222). */
export const UPGRADE_QUERY = [...UPGRADE_IDS, 'upgrade'] as const;

/**
 * Site and account ids of the websites upgrade flow: opaque, but of a bounded shape (decision 222): letters, digits,
 * `.`, `_`, `-` and `@`, 1 to UPGRADE_ID_MAX characters.
 */
export const UPGRADE_ID_MAX = 128;
export const UPGRADE_ID = new RegExp(`^[A-Za-z0-9._@-]{1,${UPGRADE_ID_MAX}}$`);

/** Text that is not blank, at most `max` characters, without control characters. */
const printable = (max: number) => (v: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  v.length <= max && v.trim() !== '' && !/[\0-\x1f\x7f]/.test(v);

/**
 * What each HTML-changing query value may be. A value outside its set is dropped before it reaches the renderer
 * or the cache key, so made-up values render the default page and create no cache entry (a flood of values cannot fill the cache).
 */
const QUERY_VALUES: Record<string, (v: string) => boolean> = {
  msgCode: (v) => v === DESKTOP_ONLY_MSG_CODE,
  pd: (v) => (LOCAL_RATE_PLANS as readonly string[]).includes(v),
  direct: (v) => v === '1',
  sent: (v) => v === '1',
  siteid: (v) => UPGRADE_ID.test(v),
  externalid: (v) => UPGRADE_ID.test(v),
  // decision 251: the business name searched for without JavaScript.
  q: printable(100),
  next: (v) => v === 'scan',
  upgrade: (v) => v === UPGRADE_INVALID.value,
};

/** The query parameters a route's HTML depends on, valid values only, in a stable order; the rest is dropped. */
export function pageQuery(
  route: { readonly query: readonly string[] },
  search: URLSearchParams | string,
): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = new URLSearchParams();
  for (const key of [...GLOBAL_QUERY, ...route.query].sort()) {
    const v = from.get(key);
    const valid = Object.hasOwn(QUERY_VALUES, key) ? QUERY_VALUES[key] : null;
    if (v !== null && valid?.(v)) out.set(key, v);
  }
  // decision 222: an upgrade link whose id is present but malformed is a broken link, never an ordinary page.
  // An empty id counts as absent (spec 3: order_directbuy when either is missing).
  const broken = (k: string) => route.query.includes(k) && !!from.get(k) && !UPGRADE_ID.test(from.get(k)!);
  if (UPGRADE_IDS.some(broken)) {
    for (const k of UPGRADE_IDS) out.delete(k);
    out.set(UPGRADE_INVALID.key, UPGRADE_INVALID.value);
  }
  return out;
}

/** Whether this request shows the desktop-only notice instead of the route's page. */
export function isDesktopOnlyNotice(query: URLSearchParams): boolean {
  return query.get('msgCode') === DESKTOP_ONLY_MSG_CODE;
}
