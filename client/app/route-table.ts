import { use, useMemo } from 'react';
import type { AppData } from '../../shared/app-data.ts';
import type { ResolvedPage, resolvePage } from '../../shared/routes.ts';

// The route table in the browser: only a client navigation resolves an address there. The first page comes resolved
// by the server (AppData.route), so the table (~1.8 KB gzip with its query and path rules) is no part of any page's
// first JavaScript. The navigation module, loaded right after hydration (client/entry.tsx), brings it; a navigation
// that comes sooner loads it and waits (suspends, in the navigation's transition).

type Resolve = typeof resolvePage;
let table: Resolve | null = null;
let pending: Promise<Resolve> | null = null;

/** Called by the navigation module as it is evaluated. */
export function provideRouteTable(resolve: Resolve): void {
  table = resolve;
}

// Only for a navigation that comes before the navigation module: the table by itself.
const load = () => (pending ??= import('../../shared/routes.ts').then((m) => (table ??= m.resolvePage)));

/** The page of an address other than the first: from the route table, once it has arrived. */
export function useResolvePage(pathname: string, search: string, needed: boolean): ResolvedPage | null {
  const resolve = needed ? (table ?? use(load())) : null;
  return useMemo(() => resolve?.(pathname, search) ?? null, [resolve, pathname, search]);
}

/** The first page as the server resolved it for this document (server/pages.ts), the same as resolvePage gives. */
export function firstResolved(data: AppData): ResolvedPage {
  const { def: route, params, notice } = data.route;
  return {
    match: params ? { route, params } : null,
    route,
    query: new URLSearchParams(data.url.split('?')[1] ?? ''),
    notice,
    page: notice ? 'desktop-only' : route.page,
    metaId: data.page.id,
  };
}
