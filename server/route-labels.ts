import { matchRoute } from '../shared/routes.ts';

// The route label of the request metrics: a fixed set of names whatever the path (decision 074).

/**
 * The route label of an answered request, from a fixed set whatever the path, derived from the two route tables
 * rather than listed here: the page route table's id (shared/routes.ts) for pages, and for the API `api:` and the
 * path of the Express route that answered (`api:/products/plans`, `api:/leads/:leadType`), so every API route a
 * router registers has its own label and none can drift from them. Besides: `asset`, `public`, `ops` (the other
 * Express routes: health, readiness, robots, sitemap, the domain search action), `redirect`, `bad-request`,
 * `not-found`, `api` (an /api path no route answered) and `other`. `expressRoute` is `req.route.path`.
 */
export function routeIdOf(url: string, status: number, expressRoute?: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (status === 404) return 'not-found';
  if (status === 400 && path.includes('%')) return 'bad-request';
  if (status === 301 || status === 308) return 'redirect';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/api/')) return expressRoute ? `api:${expressRoute}` : 'api';
  const id = labelOf(path);
  // An Express route outside /api: a form page's plain post (decision 180) keeps its page's id; the rest are the
  // operations routes.
  if (expressRoute !== undefined) return id === 'other' || id === 'public' ? 'ops' : id;
  return id;
}

function labelOf(path: string): string {
  let id = pathLabels.get(path);
  if (id === undefined) {
    id = pathLabel(path);
    // Bounded: the labels of the paths seen most are kept; a flood of new paths only empties the memo.
    if (pathLabels.size >= 2000) pathLabels.clear();
    pathLabels.set(path, id);
  }
  return id;
}

/** The label of a path by the route table (decision 195: memoised by path in routeIdOf). */
const pathLabels = new Map<string, string>();
function pathLabel(path: string): string {
  try {
    const m = matchRoute(path);
    if (m) return m.route.id;
  } catch {
    // an undecodable parameter: not a page
  }
  return path.lastIndexOf('/') === 0 && path.includes('.') ? 'public' : 'other';
}
