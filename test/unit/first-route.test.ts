// The browser's first render takes its page from the server's resolution in AppData (client/app/route-table.ts), not
// from the route table: what it reads back must be what resolvePage gives for the same address, for every kind of
// route, or the first client render would differ from the server's HTML.
import { expect, test } from 'vitest';
import { firstResolved } from '../../client/app/route-table.ts';
import { routeData, type AppData } from '../../shared/app-data.ts';
import { resolvePage, type ResolvedPage } from '../../shared/routes.ts';
import { parsePageUrl } from '../../server/pages.ts';

const comparable = (r: ResolvedPage) => {
  const { accept: _check, ...route } = r.route;
  return {
    page: r.page,
    metaId: r.metaId,
    notice: r.notice,
    route,
    params: r.match?.params ?? null,
    matched: r.match?.route.id ?? null,
    query: r.query.toString(),
  };
};

test.each([
  '/',
  '/hosting',
  '/websites?siteid=abc&utm=x',
  '/websites?msgCode=2',
  '/websites/themes/harbor-cafe/night',
  '/websites/themes/food/some-theme',
  '/businessmaker/legal/choose-plan',
  '/tlds/club-domain',
  '/local/search-listings?q=bakery&plan=x',
  '/nope/at-all',
])('%s: the first render reads the page the server resolved', (url) => {
  const page = parsePageUrl(url);
  // As server/pages.ts fills AppData, through the JSON the page carries.
  const data = JSON.parse(
    JSON.stringify({
      url: page.match ? `${page.path}${page.qs ? `?${page.qs}` : ''}` : '/404',
      page: { id: page.metaId },
      route: routeData(page.resolved),
    }),
  ) as AppData;
  const [path, search = ''] = url.split('?');
  expect(comparable(firstResolved(data))).toEqual(comparable(resolvePage(path, search)));
});
