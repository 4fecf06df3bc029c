// One address per resource (decision 200) and crawler files a crawler can ask again cheaply (decision 201).
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { redirects } from '../../shared/redirects.ts';
import { routes } from '../../shared/routes.ts';
import { pageUpdated } from '../../content/pages.ts';

const ORIGIN = 'https://www.example.test';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let sitemapPaths: string[];

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } }));
  const xml = (await request(app).get('/sitemap.xml')).text;
  sitemapPaths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].slice(ORIGIN.length) || '/');
}, 120_000);

describe('a trailing slash', () => {
  test.each([
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/robots.txt/', '/robots.txt'],
    ['/favicon.svg/', '/favicon.svg'],
    ['/healthz/', '/healthz'],
    ['/hosting//', '/hosting'],
    ['/businessmaker/pos/', '/businessmaker/pos'],
    ['/tlds/me-domain/', '/tlds/me-domain'],
  ])('%s answers one 301 to %s, which answers 200', async (from, to) => {
    const res = await request(app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
    expect((await request(app).get(to)).status).toBe(200);
  });

  test('every spec redirect with a slash goes straight to its target (never a chain)', async () => {
    expect(redirects.map((r) => r.from)).toContain('/stores/compare-plans');
    for (const r of redirects) {
      const res = await request(app).get(`${r.from}/?p=SPRING`);
      expect(res.status, r.from).toBe(301);
      expect(res.headers.location, r.from).toBe(`${r.to}?p=SPRING`);
      expect((await request(app).get(r.to)).status, r.to).toBe(200);
    }
  });

  test('every sitemap URL with a slash added is one 301 to the URL itself', async () => {
    expect(sitemapPaths.length).toBeGreaterThan(40);
    for (const path of sitemapPaths.filter((p) => p !== '/')) {
      const res = await request(app).head(`${path}/`);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(path);
    }
  });

  test('an unknown path loses its slash too, and then is the 404 page', async () => {
    const res = await request(app).get('/no-such-page/');
    expect(res.headers.location).toBe('/no-such-page');
    expect((await request(app).get('/no-such-page')).status).toBe(404);
  });

  test('never a Location another host could be read from', async () => {
    for (const path of ['//evil.example/', '//evil.example//', '/\\evil.example/']) {
      const res = await request(app).get(path);
      const location = String(res.headers.location ?? '');
      expect(location, path).not.toMatch(/^\/[/\\]/);
    }
    expect((await request(app).get('///')).headers.location).toBe('/');
  });

  test('a path without a slash is served where it is', async () => {
    for (const path of ['/', '/hosting', '/sitemap.xml', '/robots.txt']) {
      expect((await request(app).get(path)).status, path).toBe(200);
    }
  });
});

describe.each([
  ['/robots.txt', 'text/plain'],
  ['/sitemap.xml', 'application/xml'],
])('%s', (path, type) => {
  test('carries a strong ETag and Last-Modified, and answers 304 to either validator', async () => {
    const first = await request(app).get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain(type);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());

    const byTag = await request(app).get(path).set('If-None-Match', etag);
    expect(byTag.status).toBe(304);
    expect(byTag.text ?? '').toBe('');
    const byDate = await request(app).get(path).set('If-Modified-Since', lastModified);
    expect(byDate.status).toBe(304);

    // A changed file or an older copy is sent in full.
    expect((await request(app).get(path).set('If-None-Match', '"something-else"')).status).toBe(200);
    const older = new Date(new Date(lastModified).getTime() - 86_400_000).toUTCString();
    expect((await request(app).get(path).set('If-Modified-Since', older)).status).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
    const both = await request(app).get(path).set('If-None-Match', '"other"').set('If-Modified-Since', lastModified);
    expect(both.status).toBe(200);
  });
});

describe('the sitemap', () => {
  test('every URL has a <lastmod> from content/pages.ts pageUpdated, and the file is as new as the newest', async () => {
    const res = await request(app).get('/sitemap.xml');
    const entries = [...res.text.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)];
    expect(entries.length).toBe(sitemapPaths.length);
    const byPath = new Map(routes.map((r) => [r.path, r.id]));
    for (const [, loc, day] of entries) {
      const id = byPath.get(loc.slice(ORIGIN.length) || '/');
      expect(day, loc).toBe(pageUpdated[id!]);
    }
    const newest = entries.map((e) => e[2]).sort()[entries.length - 1];
    expect(res.headers['last-modified']).toBe(new Date(`${newest}T00:00:00Z`).toUTCString());
  });

  test('content/pages.ts pageUpdated dates every sitemap route and nothing else, with real past days', () => {
    const sitemapIds = routes.filter((r) => r.indexable && r.match !== 'pattern').map((r) => r.id);
    expect(Object.keys(pageUpdated).sort()).toEqual([...sitemapIds].sort());
    for (const [id, day] of Object.entries(pageUpdated)) {
      expect(day, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const t = Date.parse(`${day}T00:00:00Z`);
      expect(new Date(t).toISOString().slice(0, 10), id).toBe(day);
      expect(t, id).toBeLessThanOrEqual(Date.now());
    }
  });
});
