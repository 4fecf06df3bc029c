import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase } from '../../server/db/database.ts';
import { createOutbox } from '../../server/db/outbox.ts';
import { createLogger } from '../../server/logger.ts';
import { metrics, registry } from '../../server/metrics.ts';
import { startMetricsServer } from '../../server/metrics-server.ts';
import { routeIdOf } from '../../server/route-labels.ts';
import { TalliedHistogram } from '../../server/tallied-histogram.ts';
import { instrumentFetch, UNNAMED_UPSTREAM, upstreamFetch } from '../../server/upstream-metrics.ts';
import client from 'prom-client';

const value = async (name: string, labels: Record<string, string> = {}) => {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === name);
  const v = (
    m?.values as Array<{ labels: Record<string, string | number>; value: number; metricName?: string }> | undefined
  )?.find(
    (x) => !x.metricName?.endsWith('_bucket') && Object.entries(labels).every(([k, l]) => String(x.labels[k]) === l),
  );
  return v?.value ?? 0;
};

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('metrics', () => {
  test('the route label comes from a fixed set, whatever the path', () => {
    expect(routeIdOf('/hosting?x=1', 200)).toBe('hosting');
    expect(routeIdOf('/', 200)).toBe('home');
    expect(routeIdOf('/assets/app-ABC123.js', 200)).toBe('asset');
    expect(routeIdOf('/readyz', 503, '/readyz')).toBe('ops');
    // An API answer is labelled by the Express route that answered, never by the path asked for.
    expect(routeIdOf('/api/leads/difm', 201, '/leads/:leadType')).toBe('api:/leads/:leadType');
    expect(routeIdOf('/api/leads/difm', 429, '/leads/:leadType')).toBe('api:/leads/:leadType');
    expect(routeIdOf('/api/domains/prices?tlds=com', 200, '/domains/prices')).toBe('api:/domains/prices');
    expect(routeIdOf('/api/whatever', 405)).toBe('api');
    // Outside /api, a form page's plain post keeps its page's id; the other Express routes are operations.
    expect(routeIdOf('/webdesign', 303, '/webdesign')).toBe('webdesign');
    expect(routeIdOf('/robots.txt', 200, '/robots.txt')).toBe('ops');
    expect(routeIdOf('/no-such-page-' + 'x'.repeat(50), 404)).toBe('not-found');
    expect(routeIdOf('/websites/themes/%/x', 400)).toBe('bad-request');
    expect(routeIdOf('/favicon.ico', 200)).toBe('public');
    expect(routeIdOf('/old-page', 301)).toBe('redirect');
  });

  test('upstream calls are labelled by the name the client gives, whatever the URL', async () => {
    const f = instrumentFetch((async () => new Response('{}')) as typeof fetch);
    const before = await value('upstream_requests_total', { upstream: 'named-here', outcome: 'ok' });
    const unnamed = await value('upstream_requests_total', { upstream: UNNAMED_UPSTREAM, outcome: 'ok' });
    await upstreamFetch('named-here', f)('http://anywhere.example/x');
    // Renamed by the client it is handed to (the catalogue hands its fetch to domain prices).
    await upstreamFetch('named-here', upstreamFetch('first-name', f))('http://anywhere.example/y');
    expect(await value('upstream_requests_total', { upstream: 'named-here', outcome: 'ok' })).toBe(before + 2);
    await f('http://anywhere.example/z');
    expect(await value('upstream_requests_total', { upstream: UNNAMED_UPSTREAM, outcome: 'ok' })).toBe(unnamed + 1);
    // A fetch that is not instrumented is used as it is.
    const plain = (async () => new Response('{}')) as typeof fetch;
    expect(upstreamFetch('named-here', plain)).toBe(plain);
  });

  test('instrumentFetch counts answers, HTTP errors, timeouts and failures by upstream, and passes them through', async () => {
    const answers: Array<() => Promise<Response>> = [
      async () => new Response('{}', { status: 200 }),
      async () => new Response('no', { status: 503 }),
      async () => {
        throw new DOMException('timed out', 'TimeoutError');
      },
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    let i = 0;
    const f = upstreamFetch('leads', instrumentFetch((() => answers[i++]()) as typeof fetch));
    const before = await value('upstream_requests_total', { upstream: 'leads', outcome: 'ok' });
    expect((await f('http://leads.internal/leads', { method: 'POST' })).status).toBe(200);
    expect((await f('http://leads.internal/leads')).status).toBe(503);
    await expect(f('http://leads.internal/leads')).rejects.toThrow('timed out');
    await expect(f(new URL('http://leads.internal/leads'))).rejects.toThrow('fetch failed');
    expect(await value('upstream_requests_total', { upstream: 'leads', outcome: 'ok' })).toBe(before + 1);
    expect(await value('upstream_requests_total', { upstream: 'leads', outcome: 'http_5xx' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(await value('upstream_requests_total', { upstream: 'leads', outcome: 'timeout' })).toBeGreaterThanOrEqual(1);
    expect(await value('upstream_requests_total', { upstream: 'leads', outcome: 'error' })).toBeGreaterThanOrEqual(1);
  });

  test('outbox rows by status and the oldest pending age are read from the store when scraped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-'));
    const db = openDatabase(dir);
    cleanups.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => closeDatabase(db),
    );
    let now = 1_700_000_000_000;
    const outbox = createOutbox(db, () => now);
    metrics.setOutbox(outbox);
    const a = outbox.addLead({
      leadType: 'difm',
      lead: { name: 'Ada', email: 'a@example.com', phone: '2133734253', countryCode: 'US', agreetos: true },
      captcha: 'disabled',
    });
    outbox.addLead({
      leadType: 'difm',
      lead: { name: 'Bob', email: 'b@example.com', phone: '2133734253', countryCode: 'US', agreetos: true },
      captcha: 'disabled',
    });
    outbox.claimNext('lead');
    outbox.markFailed(a.id, 'HTTP 500', null);
    now += 20 * 60_000;
    const text = await registry.metrics();
    expect(text).toMatch(/^outbox_rows\{kind="lead",status="pending"\} 1$/m);
    expect(text).toMatch(/^outbox_rows\{kind="lead",status="dead"\} 1$/m);
    expect(text).toMatch(/^outbox_rows\{kind="mail",status="pending"\} 0$/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds 1200$/m);
    expect(text).not.toContain('a@example.com');
  });

  test('request, cache and render hooks; a method outside the list is OTHER', async () => {
    metrics.observeRequest({ routeId: 'hosting', method: 'GET', status: 200, seconds: 0.002 });
    metrics.observeRequest({ routeId: 'hosting', method: 'BREW', status: 405, seconds: 0.001 });
    metrics.cacheHit();
    metrics.cacheMiss();
    metrics.renderDone(0.004);
    metrics.setHtmlCacheSize(() => ({ entries: 3, bytes: 4096 }));
    const text = await registry.metrics();
    expect(text).toMatch(/^http_requests_total\{route="hosting",method="GET",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{route="hosting",method="OTHER",status="405"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.0025",route="hosting",method="GET"\} 1$/m);
    expect(text).toMatch(/^html_cache_hits_total 1$/m);
    expect(text).toMatch(/^html_cache_misses_total 1$/m);
    expect(text).toMatch(/^page_renders_total 1$/m);
    expect(text).toMatch(/^html_cache_entries 3$/m);
    expect(text).toMatch(/^html_cache_bytes 4096$/m);
  });

  test("a tallied histogram exports exactly what prom-client's Histogram does for the same observations", async () => {
    const config = {
      name: 'latency_seconds',
      help: 'A latency.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.001, 0.01, 0.1, 1],
    };
    const ours = new client.Registry();
    const theirs = new client.Registry();
    const tallied = new TalliedHistogram({ ...config, registers: [ours] });
    const reference = new client.Histogram({ ...config, registers: [theirs] });
    const observations: Array<[string, string, number]> = [
      ['home', 'GET', 0.0004],
      ['home', 'GET', 0.001],
      ['home', 'GET', 0.0011],
      ['hosting', 'HEAD', 0.3],
      ['home', 'GET', 7],
      ['hosting', 'HEAD', 0.1],
      ['api:/leads/:leadType', 'POST', 0.05],
    ];
    for (const [route, method, seconds] of observations) {
      tallied.observeInto(tallied.tally({ route, method }), seconds);
      reference.labels({ route, method }).observe(seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    tallied.reset();
    reference.reset();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  test('the metrics server answers GET /metrics with process metrics, and 404 for anything else', async () => {
    const server = await startMetricsServer(0, '127.0.0.1', createLogger('silent'));
    cleanups.push(() => new Promise((r) => server.close(r)));
    const port = (server.address() as AddressInfo).port;
    const get = (p: string, method = 'GET') =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        http
          .request({ host: '127.0.0.1', port, path: p, method }, (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
            );
          })
          .on('error', reject)
          .end();
      });
    const m = await get('/metrics');
    expect(m.status).toBe(200);
    expect(m.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(m.body).toMatch(/^process_cpu_seconds_total \d/m);
    expect(m.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect((await get('/')).status).toBe(404);
    expect((await get('/metrics', 'POST')).status).toBe(404);
    expect((await get('/metrics/../etc')).status).toBe(404);
  });
});
