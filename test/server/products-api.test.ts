import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { embeddedPrices } from '../../content/prices.ts';
import { embeddedUiFlags } from '../../content/uiflags.ts';
import { liveTlds } from '../../content/domains.ts';
import { createProductsRouter } from '../../server/api/products.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createCatalogue } from '../../server/upstreams/catalogue.ts';
import { LAST_GOOD_MAX_AGE_MS } from '../../server/upstreams/domain-prices.ts';
import { startFakeProductApi, type FakeProductApi } from '../fakes/product-api.ts';

function app(env: Record<string, string> = {}, now?: () => number) {
  const lines: Array<Record<string, unknown>> = [];
  const dest = new Writable({
    write(chunk, _e, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  const logger = createLogger('info', dest);
  const config = loadConfig({ UPSTREAM_TIMEOUT_MS: '300', ...env });
  const catalogue = createCatalogue({ config, logger });
  const a = express();
  a.use('/api', createProductsRouter({ config, catalogue, logger, now }));
  return { app: a, lines };
}

let fake: FakeProductApi;
beforeEach(async () => {
  fake = await startFakeProductApi({ flags: { whadvanced: { showAddOn: false }, whessentials: { showAddOn: true } } });
});
afterEach(() => fake.close());

describe('GET /api/products/plans', () => {
  test('answers price data per rate plan id, null for unknown ids, publicly cacheable', async () => {
    const res = await request(app().app).get('/api/products/plans?ids=whprofessional_t12m,bmonea_t12m,nosuch_t12m');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toEqual({
      data: {
        whprofessional_t12m: embeddedPrices.whprofessional_t12m,
        bmonea_t12m: embeddedPrices.bmonea_t12m,
        nosuch_t12m: null,
      },
    });
    expect(res.body.data.whprofessional_t12m.termDisplayPrice.unitPricePerMonth).toBe(0.99);
  });

  test('prices come from the product API when it is configured, with the promotion', async () => {
    fake.promoPrices = { SPRING: { bmonea_t12m: embeddedPrices.whprofessional_t12m } };
    const res = await request(app({ PRODUCT_API_URL: fake.url }).app).get(
      '/api/products/plans?ids=bmonea_t12m&promo=SPRING',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.bmonea_t12m).toEqual(embeddedPrices.whprofessional_t12m);
    expect(fake.requests.some((r) => r.path === '/plans' && r.query.get('promo') === 'SPRING')).toBe(true);
  });

  test.each([
    ['missing ids', '/api/products/plans', 'ids'],
    ['empty ids', '/api/products/plans?ids=', 'ids'],
    ['ids with bad characters', '/api/products/plans?ids=a,b%3Cscript%3E', 'ids'],
    ['ids given twice', '/api/products/plans?ids=a&ids=b', 'ids'],
    ['too many ids', `/api/products/plans?ids=${Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')}`, 'ids'],
    ['an invalid promotion', '/api/products/plans?ids=bmonea_t12m&promo=bad%20code', 'promo'],
    ['a promotion given twice', '/api/products/plans?ids=bmonea_t12m&promo=A&promo=B', 'promo'],
  ])('%s: 400 JSON naming the field', async (_name, url, field) => {
    const res = await request(app().app).get(url);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/products/uiflags', () => {
  test('without UIFLAGS_URL: the embedded flags', async () => {
    const res = await request(app().app).get('/api/products/uiflags');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: embeddedUiFlags });
    expect(res.body.data.whprofessional).toEqual({ showAddOn: true });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  test('with UIFLAGS_URL: proxied to the upstream, a false flag passes through, visitor cookies and upstream cookies stay out', async () => {
    const res = await request(app({ UIFLAGS_URL: fake.uiflagsUrl }).app)
      .get('/api/products/uiflags?x=1')
      .set('Cookie', 'session=visitor-secret');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { whadvanced: { showAddOn: false }, whessentials: { showAddOn: true } } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const seen = fake.requests.find((r) => r.path === '/uiflags')!;
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.query.has('x')).toBe(false);
  });

  test.each(['fail', 'hang', 'garbage'] as const)(
    'upstream %s: 200 with no flags (every plan shown), not cached, logged',
    async (mode) => {
      fake.modes.uiflags = mode;
      const { app: a, lines } = app({ UIFLAGS_URL: fake.uiflagsUrl });
      const started = Date.now();
      const res = await request(a).get('/api/products/uiflags');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ data: {} });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).not.toContain('/srv/');
      expect(lines.some((l) => l.upstream === 'uiflags' && l.level === 40)).toBe(true);
    },
  );

  test('upstream down (connection refused): 200 with no flags', async () => {
    const url = fake.uiflagsUrl;
    await fake.close();
    const res = await request(app({ UIFLAGS_URL: url }).app).get('/api/products/uiflags');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {} });
    fake = await startFakeProductApi();
  });
});

describe('GET /api/domains/prices', () => {
  test('embedded first-year prices for every extension the site shows, null for one it does not', async () => {
    const res = await request(app().app).get('/api/domains/prices?tlds=com,net,ME,.store,site,zz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ prices: { com: 10.99, net: 11.99, me: 9.99, store: 3, site: 2.99, zz: null } });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const all = await request(app().app).get(`/api/domains/prices?tlds=${liveTlds.join(',')}`);
    expect(Object.values(all.body.prices).every((p) => typeof p === 'number')).toBe(true);
  });

  test('with the product upstream: a lookup per extension, a product search for online, me and site, cents', async () => {
    fake.domainPrices = { com: 12.344, net: 13.5, online: 0.499, me: 7, site: 3.005 };
    const res = await request(app({ PRODUCT_API_URL: fake.url }).app).get(
      '/api/domains/prices?tlds=com,net,online,me,site',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ prices: { com: 12.34, net: 13.5, online: 0.5, me: 7, site: 3.01 } });
    const paths = fake.requests.map((r) => `${r.path}?${r.query}`).sort();
    expect(paths).toEqual([
      '/domains/com/price?',
      '/domains/net/price?',
      '/products/search?name=domain-me&ratePlan=domme_t12m',
      '/products/search?name=domain-online&ratePlan=domonline_t12m',
      '/products/search?name=domain-site&ratePlan=domsite_t12m',
    ]);
  });

  test('an upstream outage is 200: a failed extension is null with the spec 8 message, or its fresh last good price marked as such', async () => {
    let t = 0;
    fake.domainPrices = { com: 10, net: 11, org: 12 };
    fake.failingTlds.add('net');
    const { app: a } = app({ PRODUCT_API_URL: fake.url }, () => t);
    const first = await request(a).get('/api/domains/prices?tlds=com,net,org');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      prices: { com: 10, net: null, org: 12 },
      unavailable: ['net'],
      error: 'Error occurred while fetching data from the API.',
    });
    expect(first.headers['cache-control']).toBe('no-store');

    // The whole upstream down, once the failures' and answers' lifetimes have passed: the last good prices stand in
    // while fresh, marked; an extension that never had one is null with the message; unknown ones are plain null.
    fake.modes.domains = 'garbage';
    t += 61_000;
    const down = await request(a).get('/api/domains/prices?tlds=com,net,org,zz');
    expect(down.status).toBe(200);
    expect(down.body).toEqual({
      prices: { com: 10, net: null, org: 12, zz: null },
      lastKnown: ['com', 'org'],
      unavailable: ['net'],
      error: 'Error occurred while fetching data from the API.',
    });
    expect(down.headers['cache-control']).toBe('no-store');

    // Past the freshness of the last good prices, every known extension is unavailable: still 200, with the message.
    t += LAST_GOOD_MAX_AGE_MS;
    const stale = await request(a).get('/api/domains/prices?tlds=com,org');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({
      prices: { com: null, org: null },
      unavailable: ['com', 'org'],
      error: 'Error occurred while fetching data from the API.',
    });
  });

  test('a hanging upstream answers within the budget, 200 with the spec 8 message', async () => {
    fake.domainPrices = { com: 10 };
    fake.modes.domains = 'hang';
    const t0 = Date.now();
    const res = await request(app({ PRODUCT_API_URL: fake.url }).app).get('/api/domains/prices?tlds=com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prices: { com: null },
      unavailable: ['com'],
      error: 'Error occurred while fetching data from the API.',
    });
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  test.each([
    ['missing', '/api/domains/prices'],
    ['invalid', '/api/domains/prices?tlds=com,c%20m'],
    ['too short', '/api/domains/prices?tlds=c'],
    ['repeated parameter', '/api/domains/prices?tlds=com&tlds=net'],
  ])('%s tlds: 400 JSON', async (_n, url) => {
    const res = await request(app().app).get(url);
    expect(res.status).toBe(400);
    expect(res.body.errors.tlds).toEqual(expect.any(String));
  });
});
