import { describe, expect, test } from 'vitest';
import { findRedirect } from '../../shared/redirects.ts';
import { pageQuery } from '../../shared/route-query.ts';
import { hidesBusinessMakerMenu, matchRoute, resolvePage, routes, tldFromPath } from '../../shared/routes.ts';
import { pages } from '../../content/pages.ts';

describe('the route table', () => {
  test('every route has metadata, a unique id and a unique path', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const r of routes) expect(pages[r.id], r.id).toBeDefined();
  });

  test('spec 2.1 main routes and the eight minimal-layout paths', () => {
    for (const p of [
      '/',
      '/stores',
      '/hosting',
      '/wordpress',
      '/websites',
      '/websites/themes',
      '/woocommerce',
      '/affiliate',
      '/enterprisesolutions',
      '/webdesign',
      '/domains',
      '/mail',
      '/local',
      '/local/search-listings',
      '/local/verify-business',
      '/local/scan-results',
      '/local/compare-plans',
      '/sitebuildereol',
      '/buildmysite',
      '/buildmyself',
      '/partneroffers',
      '/developer',
    ]) {
      expect(matchRoute(p)?.route.layout, p).toBeDefined();
    }
    const minimal = routes.filter((r) => r.layout === 'minimal').map((r) => r.path);
    expect(minimal.sort()).toEqual([
      '/legal/consultation',
      '/legal/thankyou',
      '/local/consultation1',
      '/local/thankyou',
      '/pos/consultation',
      '/pos/thankyou',
      '/webdesign/consultation',
      '/webdesign/thankyou',
    ]);
  });

  test('outer routes are checked before the main table', () => {
    const firstMain = routes.findIndex((r) => !r.outer);
    expect(routes.slice(firstMain).every((r) => !r.outer)).toBe(true);
    // The TLD pages: spec 2.2's 13 and .com, .shop and .store (decision 265).
    expect(routes.filter((r) => r.outer).length).toBe(12 + 16 + 1 + 6 + 8);
  });

  test('layouts by path (spec 2.3)', () => {
    const layout = (p: string) => matchRoute(p)?.route.layout;
    expect(layout('/sitebuildereol')).toBe('retirement');
    expect(layout('/buildmysite')).toBe('sitebuilder');
    expect(layout('/buildmyself')).toBe('sitebuilder');
    expect(layout('/businessmaker/getonline')).toBe('getonline');
    for (const p of [
      '/tos-center',
      '/privacy-policy',
      '/tos',
      '/bmail-tos',
      '/site-guidelines',
      '/tos/CA/terms',
      '/tos/IND/privacy',
      '/tos/IND/site-guidelines',
    ]) {
      expect(layout(p), p).toBe('legal');
    }
    expect(layout('/privacy-notice')).toBe('default');
    expect(layout('/tos/CA/privacy')).toBe('default');
    expect(layout('/hosting')).toBe('default');
  });

  test('the theme detail is a non-exact match with parameters', () => {
    expect(matchRoute('/websites/themes/food/bistro')?.params).toEqual({ category: 'food', themeid: 'bistro' });
    expect(matchRoute('/websites/themes/food/bistro/variant-2')?.route.id).toBe('themes-detail');
    expect(matchRoute('/websites/themes/food')).toBeNull();
  });

  test('tld pages: the extension is the second segment before the dash', () => {
    expect(tldFromPath('/tlds/club-domain')).toBe('club');
    expect(matchRoute('/tlds/club-domain')?.route.page).toBe('tld');
    expect(matchRoute('/tlds/com-domain')?.route.page).toBe('tld');
    expect(matchRoute('/tlds/dev-domain')).toBeNull();
    expect(matchRoute('/tlds/club-domains')).toBeNull();
  });

  test('encoded traversal never matches', () => {
    for (const p of ['/%2e%2e/hosting', '/hosting%2F', '/tlds/%2e%2e-domain', '/hosting\\', '//hosting'])
      expect(matchRoute(p), p).toBeNull();
  });

  test('only declared query parameters with valid values reach the page, in a stable order', () => {
    const websites = matchRoute('/websites')!.route;
    // p is the visitor's own and never part of the HTML.
    expect(pageQuery(websites, 'utm=1&siteid=9&p=X&externalid=&zz=2&msgCode=2').toString()).toBe('msgCode=2&siteid=9');
    expect(pageQuery(matchRoute('/hosting')!.route, 'siteid=9').toString()).toBe('');
    // A malformed upgrade id is marked, never passed on (decision 222).
    expect(pageQuery(websites, `siteid=${'a'.repeat(129)}&externalid=a%20b&msgCode=3`).toString()).toBe(
      'upgrade=invalid',
    );
    expect(pageQuery(websites, 'upgrade=other').toString()).toBe('');
    const search = matchRoute('/local/search-listings')!.route;
    expect(pageQuery(search, 'pd=localprem_t12m&direct=1').toString()).toBe('direct=1&pd=localprem_t12m');
    expect(pageQuery(search, 'pd=whprofessional_t12m&direct=yes').toString()).toBe('');
    expect(pageQuery(search, 'pd=__proto__&direct=constructor').toString()).toBe('');
  });

  test('resolvePage: the desktop-only notice and the 404', () => {
    expect(resolvePage('/websites', 'msgCode=2')).toMatchObject({
      notice: true,
      page: 'desktop-only',
      metaId: 'desktop-only',
    });
    expect(resolvePage('/websites', 'msgCode=3')).toMatchObject({ notice: false, page: 'websites' });
    expect(resolvePage('/nope', 'msgCode=2')).toMatchObject({ notice: false, page: 'not-found', metaId: 'not-found' });
  });

  test('choose-plan and emailsignup paths hide the business-creation menu', () => {
    expect(hidesBusinessMakerMenu('/businessmaker/upgrade/choose-plan')).toBe(true);
    expect(hidesBusinessMakerMenu('/businessmaker/emailsignup')).toBe(true);
    expect(hidesBusinessMakerMenu('/businessmaker/upgrade')).toBe(false);
  });

  test('redirects, including the encoded parenthesis', () => {
    expect(findRedirect('/domains/)')?.to).toBe('/domains');
    expect(findRedirect('/domains/%29')?.to).toBe('/domains');
    expect(findRedirect('/mail/compare-plans')).toEqual({ from: '/mail/compare-plans', to: '/mail', status: 301 });
    expect(findRedirect('/local/compare-plans')).toBeUndefined();
  });
});
