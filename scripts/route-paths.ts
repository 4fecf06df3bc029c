// One concrete path for every route of the table (shared/routes.ts), plus the 404 page: the list the layout test,
// the visual snapshots and `npm run screenshots` walk. Pattern routes get a real example.
import { routes } from '../shared/routes.ts';

const EXAMPLES: Record<string, string> = {
  'themes-detail': '/websites/themes/food/harbor-cafe',
  'theme-demo': '/websites/themes/harbor-cafe/classic',
};

export interface RoutePath {
  /** The route id (content/pages.ts key), or `not-found`. */
  id: string;
  path: string;
}

export function routePaths(): RoutePath[] {
  const list = routes.map((r) => {
    const path = EXAMPLES[r.id] ?? r.path;
    if (path.includes('/:')) throw new Error(`route-paths: no example path for the pattern route ${r.id}`);
    return { id: r.id, path };
  });
  return [...list, { id: 'not-found', path: '/this-page-does-not-exist' }];
}
