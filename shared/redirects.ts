// Redirects are data (ARCHITECTURE.md principle 2): one table, explicit codes, applied before rendering.
export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

/** Spec 2.1 permanent redirects. */
export const redirects: readonly Redirect[] = [
  { from: '/stores/compare-plans', to: '/stores', status: 301 },
  { from: '/hosting/compare-plans', to: '/hosting', status: 301 },
  { from: '/wordpress/compare-plans', to: '/wordpress', status: 301 },
  { from: '/mail/compare-plans', to: '/mail', status: 301 },
  // The malformed path "/domains/)", with a stray parenthesis that some old links carry.
  { from: '/domains/)', to: '/domains', status: 301 },
];

const byPath = new Map<string, Redirect>();
for (const r of redirects) {
  byPath.set(r.from, r);
  // Browsers and crawlers may send ")" percent-encoded.
  byPath.set(r.from.replace(')', '%29'), r);
}

/** The redirect for a raw pathname, if any. The query string is carried over by the caller. */
export function findRedirect(pathname: string): Redirect | undefined {
  return byPath.get(pathname);
}

/**
 * Where a GET for `pathname` is sent instead, in one step, or null when the path is already canonical (decision 200):
 * the spec 2.1 redirects, and one rule for every other path: no trailing slash (`/hosting/`, `/sitemap.xml/`,
 * `/stores/compare-plans/` straight to `/stores`). Never a Location a browser would read as another host.
 */
export function canonicalLocation(pathname: string): string | null {
  const direct = findRedirect(pathname);
  if (direct) return direct.to;
  if (pathname.length < 2 || !pathname.endsWith('/')) return null;
  const bare = pathname.replace(/\/+$/, '') || '/';
  // "//evil.example/" or "/\\evil.example/" without its slash would be a protocol-relative address.
  if (/^\/[/\\]/.test(bare)) return null;
  return findRedirect(bare)?.to ?? bare;
}
