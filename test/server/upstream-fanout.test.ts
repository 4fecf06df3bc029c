// Decision 192: what visitors send cannot multiply into product API calls. Through the real app and services, with
// the product API a loopback fake that records every request.
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createCallBudget } from '../../server/upstreams/call-budget.ts';
import { createDomainPrices, DOMAIN_PRICES_UPSTREAM, FAILURE_TTL_MS } from '../../server/upstreams/domain-prices.ts';
import { registry } from '../../server/metrics.ts';
import { TLD_FETCH_ERROR } from '../../content/domains.ts';
import { startFakeProductApi, type FakeProductApi } from '../fakes/product-api.ts';
import { createTestApp } from '../helpers/test-app.ts';

let fake: FakeProductApi;
beforeEach(async () => {
  fake = await startFakeProductApi();
  fake.domainPrices = { com: 10, net: 11, org: 12 };
});
afterEach(() => fake.close());

const domainCalls = () => fake.requests.filter((r) => r.path.startsWith('/domains/') || r.path === '/products/search');
const UNKNOWN = Array.from({ length: 20 }, (_, i) => `zz${i}x`);

describe('domain price lookups', () => {
  test('20 extensions the site does not sell make no upstream call and answer null, not 502', async () => {
    const { app } = await createTestApp({ env: { PRODUCT_API_URL: fake.url } });
    const res = await request(app).get(`/api/domains/prices?tlds=${UNKNOWN.join(',')}`);
    expect(res.status).toBe(200);
    expect(Object.values(res.body.prices)).toEqual(UNKNOWN.map(() => null));
    expect(domainCalls()).toHaveLength(0);
    // A known one beside them is still looked up.
    const mixed = await request(app).get(`/api/domains/prices?tlds=com,${UNKNOWN.slice(0, 5).join(',')}`);
    expect(mixed.body.prices.com).toBe(10);
    expect(domainCalls()).toHaveLength(1);
  });

  test('a failing extension asked 100 times in 10 s makes one call; concurrent asks share it; no log line at info', async () => {
    fake.failingTlds.add('net');
    const { app, logs } = await createTestApp({ env: { PRODUCT_API_URL: fake.url } });
    const at = await Promise.all(Array.from({ length: 50 }, () => request(app).get('/api/domains/prices?tlds=net')));
    expect(at.every((r) => r.status === 200 && r.body.prices.net === null)).toBe(true);
    for (let i = 0; i < 50; i++) await request(app).get('/api/domains/prices?tlds=net');
    expect(domainCalls()).toHaveLength(1);
    expect(logs.text()).not.toContain('domain price lookup failed');

    // The same with a clock: 100 asks 100 ms apart (10 s) make one call; after the failure's lifetime, another.
    let now = 0;
    const lookup = createDomainPrices({
      productApiUrl: fake.url,
      timeoutMs: 1000,
      logger: createLogger('silent'),
      now: () => now,
    });
    const before = domainCalls().length;
    for (let i = 0; i < 100; i++, now += 100) expect((await lookup(['net'])).prices.net).toBeNull();
    expect(domainCalls().length - before).toBe(1);
    expect(FAILURE_TTL_MS).toBeGreaterThan(10_000);
    now += FAILURE_TTL_MS;
    await lookup(['net']);
    expect(domainCalls().length - before).toBe(2);
  });

  test('a flood of distinct extensions and promotion codes meets the per-second budget of product API calls', async () => {
    const { app } = await createTestApp({
      env: { PRODUCT_API_URL: fake.url, PRODUCT_API_MAX_CALLS_PER_SECOND: '5' },
    });
    await request(app).get('/hosting'); // the catalogue's own load is not a visitor's call
    const loaded = fake.requests.length;
    const t0 = Date.now();
    const answers = await Promise.all([
      ...['com', 'net', 'org'].map((t) => request(app).get(`/api/domains/prices?tlds=${t}`)),
      ...Array.from({ length: 40 }, (_, i) => request(app).get(`/api/products/plans?ids=wpbasic_t12m&promo=FLOOD${i}`)),
    ]);
    const seconds = (Date.now() - t0) / 1000;
    expect(answers.every((r) => r.status < 500 || r.status === 502)).toBe(true);
    const calls = fake.requests.length - loaded;
    // A full bucket (5) and what it refills while the flood runs.
    expect(calls).toBeLessThanOrEqual(5 + Math.ceil(seconds * 5));
    expect(calls).toBeGreaterThan(0);
  });
});

describe('the call budget', () => {
  test('a bucket of one second: spent calls come back at the configured rate', () => {
    let now = 0;
    const budget = createCallBudget(10, () => now);
    const taken = Array.from({ length: 15 }, () => budget.take()).filter(Boolean).length;
    expect(taken).toBe(10);
    now += 500;
    expect(Array.from({ length: 10 }, () => budget.take()).filter(Boolean).length).toBe(5);
    now += 5000;
    expect(Array.from({ length: 20 }, () => budget.take()).filter(Boolean).length).toBe(10);
  });

  test('a product API outage is not a server error: 200 with the spec 8 message, the failure counted as the upstream one only', async () => {
    fake.modes.domains = 'fail';
    const { app } = await createTestApp({ env: { PRODUCT_API_URL: fake.url } });
    const before = { server: await serverErrors(), upstream: await upstreamFailures() };
    const res = await request(app).get('/api/domains/prices?tlds=com,net');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prices: { com: null, net: null }, error: TLD_FETCH_ERROR });
    expect(await serverErrors()).toBe(before.server);
    expect(await upstreamFailures()).toBe(before.upstream + 2);
  });
});

/** Answers with a 5xx status counted in http_requests_total (what the ServerErrors alert reads). */
async function serverErrors(): Promise<number> {
  const metric = await registry.getSingleMetric('http_requests_total')!.get();
  return metric.values.filter((v) => String(v.labels.status).startsWith('5')).reduce((n, v) => n + v.value, 0);
}

/** Failed calls to the domain-price endpoints in upstream_requests_total. */
async function upstreamFailures(): Promise<number> {
  const metric = await registry.getSingleMetric('upstream_requests_total')!.get();
  return metric.values
    .filter((v) => v.labels.upstream === DOMAIN_PRICES_UPSTREAM && v.labels.outcome !== 'ok')
    .reduce((n, v) => n + v.value, 0);
}
