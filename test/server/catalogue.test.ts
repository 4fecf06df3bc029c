import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { embeddedPrices } from '../../content/prices.ts';
import { parsePromo, promoCode } from '../../shared/promo.ts';
import { createLogger } from '../../server/logger.ts';
import { createCatalogue } from '../../server/upstreams/catalogue.ts';
import type { PriceData } from '../../shared/catalogue-types.ts';
import { visiblePlans } from '../../shared/plan-view.ts';
import request from 'supertest';
import { loadConfig } from '../../server/config.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { startFakeProductApi, type FakeProductApi } from '../fakes/product-api.ts';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const dest = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { logger: createLogger('info', dest), lines };
}

const cheaper: PriceData = {
  termDisplayPrice: { price: 107.88, discount: 60, finalPrice: 47.88, recurring: 107.88, unitPricePerMonth: 3.99 },
  onetimeCharge: { finalPrice: 0 },
  charges: { recurring: 47.88, onetime: 0 },
};

let fake: FakeProductApi;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  fake = await startFakeProductApi({
    prices: { whessentials_t12m: cheaper },
    flags: { whadvanced: { showAddOn: false } },
  });
  clock = 1_000_000;
});
afterEach(() => fake.close());

function make(overrides: { PRODUCT_API_URL?: string; UIFLAGS_URL?: string; UPSTREAM_TIMEOUT_MS?: number } = {}) {
  const { logger, lines } = capturingLogger();
  const catalogue = createCatalogue({
    config: { PRODUCT_API_URL: fake.url, UIFLAGS_URL: fake.uiflagsUrl, UPSTREAM_TIMEOUT_MS: 300, ...overrides },
    logger,
    now,
    ttlMs: 60_000,
    failureTtlMs: 5_000,
    maxStaleMs: 600_000,
  });
  return { catalogue, lines };
}

const plansRequests = () => fake.requests.filter((r) => r.path === '/plans').length;

describe('catalogue service', () => {
  test('without upstreams it serves the embedded catalogue and never calls out', async () => {
    const calls: unknown[] = [];
    const { logger } = capturingLogger();
    const catalogue = createCatalogue({
      config: { UPSTREAM_TIMEOUT_MS: 300 },
      logger,
      fetch: async (...args) => {
        calls.push(args);
        throw new Error('no');
      },
    });
    const snap = await catalogue.snapshot();
    expect(snap.source).toBe('embedded');
    expect(snap.flagsAvailable).toBe(true);
    expect(snap.prices.whprofessional_t12m).toEqual(embeddedPrices.whprofessional_t12m);
    expect(snap.flags.whprofessional).toEqual({ showAddOn: true });
    expect(await catalogue.snapshot()).toBe(snap);
    expect(calls).toHaveLength(0);
  });

  test('reads prices and flags from the upstreams, keeping embedded prices for plans the upstream lacks', async () => {
    const { catalogue } = make();
    const snap = await catalogue.snapshot();
    expect(snap.source).toBe('upstream');
    expect(snap.prices.whessentials_t12m).toEqual(cheaper);
    expect(snap.prices.bmonea_t12m).toEqual(embeddedPrices.bmonea_t12m);
    expect(snap.flags).toEqual({ whadvanced: { showAddOn: false } });
    expect(visiblePlans(['whessentials', 'whadvanced', 'whprofessional'], snap)).toEqual([
      'whessentials',
      'whprofessional',
    ]);
    const ids = fake.requests
      .find((r) => r.path === '/plans')!
      .query.get('ids')!
      .split(',');
    expect(ids).toEqual(expect.arrayContaining(['whprofessional_t12m', 'localworksstd_t12m', 'yd2a_t24m']));
  });

  test('a hanging product API times out and the embedded catalogue is served, with a warning free of personal data', async () => {
    fake.modes.plans = 'hang';
    const { catalogue, lines } = make();
    const started = Date.now();
    const snap = await catalogue.snapshot();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(snap.source).toBe('embedded');
    expect(snap.prices).toEqual(embeddedPrices);
    const warn = lines.find((l) => l.upstream === 'product-api');
    expect(warn).toMatchObject({ level: 40, reason: 'timeout', serving: 'embedded' });
    expect(JSON.stringify(lines)).not.toContain('127.0.0.1');
  });

  test('a failing product API (500 or a body of the wrong shape) falls back to the embedded catalogue', async () => {
    for (const mode of ['fail', 'garbage'] as const) {
      fake.modes.plans = mode;
      const { catalogue, lines } = make();
      const snap = await catalogue.snapshot();
      expect(snap.source).toBe('embedded');
      expect(snap.prices.whessentials_t12m).toEqual(embeddedPrices.whessentials_t12m);
      expect(lines.some((l) => l.upstream === 'product-api' && l.level === 40)).toBe(true);
    }
  });

  test('failing flags: flagsAvailable false and every plan is shown', async () => {
    fake.modes.uiflags = 'fail';
    const { catalogue, lines } = make();
    const snap = await catalogue.snapshot();
    expect(snap.flagsAvailable).toBe(false);
    expect(visiblePlans(['whessentials', 'whadvanced'], snap)).toEqual(['whessentials', 'whadvanced']);
    expect(snap.source).toBe('upstream');
    expect(lines.find((l) => l.upstream === 'uiflags')).toMatchObject({
      level: 40,
      reason: 'HTTP 500',
      serving: 'all-plans',
    });
  });

  test('caches for the TTL, then serves the cached snapshot while it revalidates in the background', async () => {
    const { catalogue } = make();
    const first = await catalogue.snapshot();
    const v1 = catalogue.version;
    await catalogue.snapshot();
    clock += 59_000;
    await catalogue.snapshot();
    expect(plansRequests()).toBe(1);

    fake.prices = { whessentials_t12m: embeddedPrices.whadvanced_t12m };
    clock += 2_000;
    // Stale: the answer is still the cached object, a refresh starts.
    expect(await catalogue.snapshot()).toBe(first);
    await vi.waitFor(() => expect(catalogue.version).toBe(v1 + 1));
    const second = await catalogue.snapshot();
    expect(second).not.toBe(first);
    expect(second.prices.whessentials_t12m).toEqual(embeddedPrices.whadvanced_t12m);
    expect(catalogue.version).toBe(v1 + 1);
    expect(plansRequests()).toBe(2);
  });

  test('concurrent first calls share one upstream request; the version stays when nothing changed', async () => {
    const { catalogue } = make();
    await Promise.all([catalogue.snapshot(), catalogue.snapshot(), catalogue.snapshot()]);
    expect(plansRequests()).toBe(1);
    const v = catalogue.version;
    clock += 61_000;
    await catalogue.refresh();
    expect(plansRequests()).toBe(2);
    expect(catalogue.version).toBe(v);
  });

  test('a failure after a success keeps the last good upstream prices, then falls back to embedded once too old', async () => {
    const { catalogue } = make();
    await catalogue.snapshot();
    fake.modes.plans = 'fail';
    clock += 61_000;
    await catalogue.refresh();
    expect((await catalogue.snapshot()).prices.whessentials_t12m).toEqual(cheaper);
    clock += 600_000;
    await catalogue.refresh();
    const snap = await catalogue.snapshot();
    expect(snap.source).toBe('embedded');
    expect(snap.prices.whessentials_t12m).toEqual(embeddedPrices.whessentials_t12m);
  });

  test('a failed domain lookup keeps its last good price only while fresh, then is null, even when all failed', async () => {
    const { logger } = capturingLogger();
    let answer: Record<string, number | null> = { me: 3.46, site: 1.5 };
    const catalogue = createCatalogue({
      config: { PRODUCT_API_URL: fake.url, UPSTREAM_TIMEOUT_MS: 300 },
      logger,
      now,
      ttlMs: 60_000,
      failureTtlMs: 5_000,
      maxStaleMs: 600_000,
      domainPrices: (tlds) =>
        Promise.resolve({ prices: Object.fromEntries(tlds.map((t) => [t, answer[t] ?? null])), known: tlds.length }),
    });
    const first = (await catalogue.snapshot()).domainPrices!;
    expect([first.me, first.site, first.com]).toEqual([3.46, 1.5, null]);
    answer = {};
    clock += 61_000;
    await catalogue.refresh();
    const fresh = (await catalogue.snapshot()).domainPrices!;
    expect([fresh.me, fresh.site, fresh.com]).toEqual([3.46, 1.5, null]);
    clock += 600_000;
    await catalogue.refresh();
    const stale = (await catalogue.snapshot()).domainPrices!;
    // Never the embedded table once live prices are configured: $9.99 and $2.99 are not what the upstream charges.
    expect([stale.me, stale.site, stale.com]).toEqual([null, null, null]);
  });

  test('after a failure it retries after the short failure TTL, not the full one', async () => {
    fake.modes.plans = 'fail';
    const { catalogue } = make();
    expect((await catalogue.snapshot()).source).toBe('embedded');
    fake.modes.plans = 'ok';
    clock += 4_000;
    await catalogue.snapshot();
    expect(plansRequests()).toBe(1);
    clock += 1_001;
    await catalogue.snapshot();
    await vi.waitFor(async () => expect((await catalogue.snapshot()).source).toBe('upstream'));
    expect(plansRequests()).toBe(2);
  });

  test('plans(ids, promo): promotion prices from the upstream, cached per promotion; unknown ids left out', async () => {
    fake.promoPrices = { SPRING: { whessentials_t12m: embeddedPrices.whprofessional_t12m } };
    const { catalogue } = make();
    const got = await catalogue.plans(['whessentials_t12m', 'nosuchplan_t12m'], promoCode('SPRING'));
    expect(got).toEqual({ whessentials_t12m: embeddedPrices.whprofessional_t12m });
    await catalogue.plans(['whessentials_t12m'], promoCode('SPRING'));
    expect(fake.requests.filter((r) => r.query.get('promo') === 'SPRING')).toHaveLength(1);
    // Without a promotion, or with an invalid one (parsed to none where it comes in), the snapshot prices.
    expect((await catalogue.plans(['whessentials_t12m'])).whessentials_t12m).toEqual(cheaper);
    expect(
      (await catalogue.plans(['whessentials_t12m'], parsePromo('bad code') ?? undefined)).whessentials_t12m,
    ).toEqual(cheaper);
    expect(fake.requests.some((r) => r.query.get('promo') === 'bad code')).toBe(false);
  });

  test('a failing promotion lookup answers the regular prices', async () => {
    const { catalogue } = make();
    await catalogue.snapshot();
    fake.modes.plans = 'hang';
    const got = await catalogue.plans(['whessentials_t12m'], promoCode('SPRING'));
    expect(got.whessentials_t12m).toEqual(cheaper);
  });

  test('business-creation add-ons use 0.8 and 0.7916 of the 12-month display price over 12', async () => {
    const { logger } = capturingLogger();
    const catalogue = createCatalogue({ config: { UPSTREAM_TIMEOUT_MS: 300 }, logger });
    const addons = Object.fromEntries((await catalogue.businessMakerAddons()).map((a) => [a.planId, a.monthly]));
    expect(addons).toEqual({ siteexp1a: 5.33, bmonea: 0.95, localstd: 19.99, localprem: 31.66 });
  });
});

describe('the business-creation product (spec 7, 9)', () => {
  test('fetched by name: its 12-month add-ons, priced x0.8 (x0.7916 for local premium) / 12, on /businessmaker/upgrade', async () => {
    const fake = await startFakeProductApi();
    try {
      const catalogue = createCatalogue({
        config: loadConfig({ PRODUCT_API_URL: fake.url, UPSTREAM_TIMEOUT_MS: '500' }),
        logger: createLogger('silent'),
      });
      const snap = await catalogue.snapshot();
      // The 1-month plan in the answer is not a 12-month add-on.
      expect(snap.businessMakerAddOns).toEqual([
        { planId: 'siteexp1a', ratePlanId: 'siteexp1a_t12m' },
        { planId: 'localprem', ratePlanId: 'localprem_t12m' },
      ]);
      expect(fake.requests.some((r) => r.path === '/products/by-name/businessmaker')).toBe(true);
      const addOns = await catalogue.businessMakerAddons();
      const display = (id: string) => snap.prices[id].termDisplayPrice.finalPrice;
      expect(addOns.map((a) => a.monthly)).toEqual([
        Math.round(((display('siteexp1a_t12m') * 0.8) / 12) * 100) / 100,
        Math.round(((display('localprem_t12m') * 0.7916) / 12) * 100) / 100,
      ]);
      const { app } = await createTestApp({ catalogue });
      const html = (await request(app).get('/businessmaker/upgrade')).text;
      expect(html).toContain('Add-ons for your Business Maker plan');
      for (const a of addOns) expect(html).toContain(`<strong>${a.priceText}</strong>`);
      expect(html).toContain('pd=localprem_t12m');
      expect(html).not.toContain('pd=bmonea_t12m');
    } finally {
      await fake.close();
    }
  });

  test('without an answer the embedded add-ons stand', async () => {
    const fake = await startFakeProductApi();
    fake.modes.plans = 'fail';
    try {
      const catalogue = createCatalogue({
        config: loadConfig({ PRODUCT_API_URL: fake.url, UPSTREAM_TIMEOUT_MS: '500' }),
        logger: createLogger('silent'),
      });
      expect((await catalogue.snapshot()).businessMakerAddOns.map((a) => a.planId)).toEqual([
        'siteexp1a',
        'bmonea',
        'localstd',
        'localprem',
      ]);
    } finally {
      await fake.close();
    }
  });
});
