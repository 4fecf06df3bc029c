import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { pages } from '../../content/pages.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { fillPageMeta } from '../../shared/price-text.ts';
import { redirects } from '../../shared/redirects.ts';
import { TLD_PAGES } from '../../shared/route-families.ts';
import { routes } from '../../shared/routes.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities, concreteRoutePath } from '../helpers/html.ts';

const ORIGIN = 'https://www.example.test';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
});

const concrete = concreteRoutePath;
const decode = decodeEntities;

describe('every route of the table', () => {
  test.each(routes.map((r) => [concrete(r.path), r] as const))('%s answers 200 with its head', async (path, route) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    // Prices in the metadata are filled from the catalogue the page renders with (decision 162).
    const meta = fillPageMeta(pages[route.id], embeddedPrices);
    expect(decode(html)).toContain(`<title>${meta.title}</title>`);
    expect(decode(html)).toContain(`<meta name="description" content="${meta.description}"/>`);
    // Pattern routes are noindex views of another page: they name no canonical (decision 067).
    if (route.match === 'pattern') expect(html).not.toContain('rel="canonical"');
    else expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${route.path}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
    // A theme demo's heading is its sample business's (decision 120); every other page shows its metadata's h1.
    expect(decode(html)).toContain(route.page === 'theme-demo' ? '<h1 id="td-hero-h">' : `<h1>${meta.h1}</h1>`);
    const noindex = html.includes('<meta name="robots" content="noindex, nofollow"/>');
    expect(noindex).toBe(!route.indexable);
    // Everything is in the head as first delivered, not only after hydration.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>');
    if (route.match !== 'pattern') expect(head).toContain('rel="canonical"');
  });

  test('header-variant layouts carry noindex, nofollow', async () => {
    for (const path of [
      '/sitebuildereol',
      '/buildmysite',
      '/buildmyself',
      '/tos',
      '/tos/IND/privacy',
      '/local/verify-business',
    ]) {
      const res = await request(app).get(path);
      expect(res.text, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const home = await request(app).get('/');
    expect(home.text).not.toContain('noindex');
  });

  test('breadcrumbs are JSON-LD in the head where the page lists them', async () => {
    const res = await request(app).get('/tlds/club-domain');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const m = head.match(/<script type="application\/ld\+json">(.*?)<\/script>/);
    expect(m).not.toBeNull();
    const ld = JSON.parse(m![1]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Domains', '.CLUB Domains']);
    expect(ld.itemListElement[2].item).toBe(`${ORIGIN}/tlds/club-domain`);
    // The home page has no trail: it describes the organisation and the site instead.
    const home = await request(app).get('/');
    expect(home.text).not.toContain('BreadcrumbList');
    expect(home.text).toContain('"@type":"Organization"');
  });

  test('HEAD answers like GET without a body', async () => {
    const get = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
    const head = await request(app).head('/hosting').set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.text ?? '').toBe('');
    expect((await request(app).head('/nope')).status).toBe(404);
  });
});

describe('redirects', () => {
  test.each(redirects.map((r) => [r.from, r.to] as const))('%s -> %s (301)', async (from, to) => {
    const res = await request(app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  test('a redirect keeps the query string', async () => {
    const res = await request(app).get('/hosting/compare-plans?p=SPRING');
    expect(res.headers.location).toBe('/hosting?p=SPRING');
  });

  test('a trailing slash goes to the canonical path', async () => {
    const res = await request(app).get('/hosting/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/hosting');
  });
});

describe('404', () => {
  const unknown = [
    '/hosting/extra',
    '/.env',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/tlds/dev-domain',
    '/tlds/zz-domain',
    '/tlds/club',
    '/businessmakers',
    '/websites/themes/only-one',
    '/wp-admin',
    '/local/consultation2',
    '/HOSTING',
    '/tos/US/terms',
    '/hosting%2Fextra',
  ];
  test.each(unknown)('%s is the 404 page with status 404', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('We could not find that page');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.text).not.toContain('rel="canonical"');
  });

  test("spec 2.2's 13 extension pages and those of .com, .shop and .store exist, and others do not", async () => {
    expect(TLD_PAGES).toHaveLength(16);
    expect(TLD_PAGES).toEqual(expect.arrayContaining(['com', 'shop', 'store']));
    for (const tld of TLD_PAGES) expect((await request(app).get(`/tlds/${tld}-domain`)).status).toBe(200);
  });

  test('businessmaker sub-pages match as a prefix', async () => {
    expect((await request(app).get('/businessmaker/legal/choose-plan')).status).toBe(200);
    expect((await request(app).get('/businessmaker/getonline')).text).toContain('class="getonline"');
  });

  test('any path under /businessmaker is the business-maker area, canonical to /businessmaker (spec 2.2)', async () => {
    for (const path of ['/businessmaker/nothing', '/businessmaker/choose-plan/basic', '/businessmaker/emailsignup']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/businessmaker"/>`);
    }
  });

  test('the consultation and thank-you pages of the minimal layout are not indexed (spec 2.3)', async () => {
    for (const path of [
      '/webdesign/consultation',
      '/local/consultation1',
      '/legal/consultation',
      '/pos/consultation',
      '/webdesign/thankyou',
    ]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const sitemap = (await request(app).get('/sitemap.xml')).text;
    expect(sitemap).not.toContain('consultation');
  });

  test('a missing hashed asset is a plain 404, not a page', async () => {
    const res = await request(app).get('/assets/entry-NOPE.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });

  test('other methods on pages are refused', async () => {
    const res = await request(app).post('/hosting').send('x');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('the desktop-only notice', () => {
  test('msgCode=2 shows the notice, not indexed, naming no other page as canonical', async () => {
    const res = await request(app).get('/websites?msgCode=2');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Please continue on a computer');
    expect(res.text).toContain('noindex, nofollow');
    expect(res.text).not.toContain('rel="canonical"');
  });
});
