// Every upstream client names its calls in the upstream metrics (server/upstream-metrics.ts upstreamFetch): the label comes
// from the client, so no list of configured URLs can drift from the clients and leave calls counted as "other".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase } from '../../server/db/database.ts';
import { createOutbox } from '../../server/db/outbox.ts';
import { createDeliveryWorker } from '../../server/delivery.ts';
import { createLogger } from '../../server/logger.ts';
import { registry } from '../../server/metrics.ts';
import { instrumentFetch, UNNAMED_UPSTREAM } from '../../server/upstream-metrics.ts';
import { createCaptchaVerifier } from '../../server/upstreams/captcha.ts';
import { createCatalogue } from '../../server/upstreams/catalogue.ts';
import { listingsScanUpstream } from '../../server/upstreams/listings-scan.ts';
import { createLoginInfoClient } from '../../server/upstreams/login-info.ts';
import { placesUpstream } from '../../server/upstreams/places.ts';
import { createReviewsSource } from '../../server/upstreams/reviews.ts';

const SERVER = path.resolve(import.meta.dirname, '../../server');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
/** A call of a fetch: `fetch(`, `doFetch(` or one picked by upstream (`fetchFrom[...](`). */
const FETCH_CALL = /(?<![\w.])(?:fetch|doFetch)\s*\(|\bfetchFrom\[[^\]]+\]\s*\(/;

/** The names the clients declare: every `*_UPSTREAM` export of a module that calls a fetch. */
async function declaredNames(): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    if (file.endsWith('metrics.ts') || !FETCH_CALL.test(code(file))) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(mod)) {
      if (key.endsWith('_UPSTREAM') && typeof value === 'string') names.set(value, path.relative(SERVER, file));
    }
  }
  return names;
}

const upstreamCalls = async (upstream: string) => {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === 'upstream_requests_total');
  return ((m?.values ?? []) as Array<{ labels: Record<string, string | number>; value: number }>)
    .filter((v) => v.labels.upstream === upstream)
    .reduce((n, v) => n + v.value, 0);
};

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('upstream metric labels come from the clients', () => {
  test('every module that calls a fetch names its upstream', () => {
    const calling = sourceFiles(SERVER).filter((f) => !f.endsWith('metrics.ts') && FETCH_CALL.test(code(f)));
    expect(calling.length).toBeGreaterThan(5);
    for (const file of calling) {
      const text = code(file);
      expect(text, path.relative(SERVER, file)).toContain('upstreamFetch(');
      expect(text, path.relative(SERVER, file)).toMatch(/export const \w+_UPSTREAM = '[a-z-]+'/);
    }
  });

  test("each client's calls are counted under the name it declares, none as unnamed", async () => {
    const logger = createLogger('info', new Writable({ write: (_c, _e, done) => done() }));
    // Every upstream answers 503: the clients fall back as they do in production, and the call is counted.
    const f = instrumentFetch((async () => new Response('no', { status: 503 })) as typeof fetch);
    const up = 'http://upstream.test';
    const timeout = { UPSTREAM_TIMEOUT_MS: 1000 };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-labels-'));
    const db = openDatabase(dir);
    cleanups.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => closeDatabase(db),
    );
    const outbox = createOutbox(db);
    outbox.addLead({
      leadType: 'difm',
      lead: { name: 'Ada', email: 'a@example.com', phone: '2133734253', countryCode: 'US', agreetos: true },
      captcha: 'disabled',
    });
    const calls: Record<string, () => Promise<unknown>> = {
      products: () =>
        createCatalogue({ config: { PRODUCT_API_URL: `${up}/p`, ...timeout }, logger, fetch: f }).refresh(),
      uiflags: () =>
        createCatalogue({ config: { UIFLAGS_URL: `${up}/flags`, ...timeout }, logger, fetch: f }).refresh(),
      'domain-prices': () =>
        createCatalogue({ config: { PRODUCT_API_URL: `${up}/p`, ...timeout }, logger, fetch: f }).refresh(),
      captcha: () =>
        createCaptchaVerifier({ CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: `${up}/verify`, ...timeout }, f)(
          't',
          undefined,
        ),
      'listings-scan': () =>
        listingsScanUpstream({ config: { LISTINGS_SCAN_URL: `${up}/scan`, ...timeout }, fetch: f })(`${up}/scan`, {}),
      'login-info': () => createLoginInfoClient({ url: `${up}/who`, timeoutMs: 1000, logger, fetch: f })('a=b'),
      places: () => placesUpstream({ config: { PLACES_API_URL: `${up}/places`, ...timeout }, logger, fetch: f })('x'),
      reviews: () =>
        createReviewsSource({ config: { REVIEWS_URL: `${up}/reviews`, ...timeout }, logger, fetch: f }).refresh(),
      leads: () =>
        createDeliveryWorker({
          outbox,
          config: { LEADS_API_URL: `${up}/leads`, MAIL_FROM: 'site@example.test', DELIVERY_TIMEOUT_MS: 1000 },
          logger,
          fetch: f,
        }).runOnce(),
    };
    // The clients exercised here are exactly the ones that declare a name: a new client needs a line above.
    const declared = await declaredNames();
    expect([...declared.keys()].sort()).toEqual(Object.keys(calls).sort());
    const unnamed = await upstreamCalls(UNNAMED_UPSTREAM);
    for (const [name, call] of Object.entries(calls)) {
      const before = await upstreamCalls(name);
      await call().catch(() => undefined);
      expect(await upstreamCalls(name), `${name} (${declared.get(name)})`).toBeGreaterThan(before);
    }
    expect(await upstreamCalls(UNNAMED_UPSTREAM)).toBe(unnamed);
  });
});
