// Metrics (decision 074) and readiness (decision 072) through the real app: requests, the HTML cache and renders are counted by the pipeline;
// /readyz follows the periodic database check; the public app has no /metrics.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { registry } from '../../server/metrics.ts';
import { createTestApp } from '../helpers/test-app.ts';

const series = async (pattern: RegExp): Promise<number> => {
  const m = pattern.exec(await registry.metrics());
  return m ? Number(m[1]) : 0;
};

describe('metrics and readiness in the app', () => {
  test('page requests, cache hits and misses, renders and API answers are counted with their route label', async () => {
    const { app } = await createTestApp();
    const ok = /^http_requests_total\{route="hosting",method="GET",status="200"\} (\d+)$/m;
    const hits = /^html_cache_hits_total (\d+)$/m;
    const misses = /^html_cache_misses_total (\d+)$/m;
    const renders = /^page_renders_total (\d+)$/m;
    const before = {
      ok: await series(ok),
      hits: await series(hits),
      misses: await series(misses),
      renders: await series(renders),
    };
    expect((await request(app).get('/hosting')).status).toBe(200);
    expect((await request(app).get('/hosting')).status).toBe(200);
    expect(await series(ok)).toBe(before.ok + 2);
    expect(await series(misses)).toBe(before.misses + 1);
    expect(await series(hits)).toBe(before.hits + 1);
    expect(await series(renders)).toBe(before.renders + 1);
    expect(await series(/^html_cache_bytes (\d+)$/m)).toBeGreaterThan(1000);

    await request(app).get('/api/products/uiflags');
    expect(
      await series(/^http_requests_total\{route="api:\/products\/uiflags",method="GET",status="200"\} (\d+)$/m),
    ).toBeGreaterThan(0);
    // Every API route is labelled by its own Express route: domain prices and the listings scan are not "api".
    await request(app).get('/api/domains/prices?tlds=com');
    expect(
      await series(/^http_requests_total\{route="api:\/domains\/prices",method="GET",status="200"\} (\d+)$/m),
    ).toBeGreaterThan(0);
    await request(app).post('/api/local/scan').send({ name: 'Cafe Uno' });
    expect(
      await series(/^http_requests_total\{route="api:\/local\/scan",method="POST",status="200"\} (\d+)$/m),
    ).toBeGreaterThan(0);
    await request(app).get('/healthz');
    expect(await series(/^http_requests_total\{route="ops",method="GET",status="200"\} (\d+)$/m)).toBeGreaterThan(0);
    await request(app).get('/no-such-page/at-all');
    expect(await series(/^http_requests_total\{route="not-found",method="GET",status="404"\} (\d+)$/m)).toBeGreaterThan(
      0,
    );
    expect(await registry.metrics()).not.toContain('no-such-page');
    // The public app answers /metrics like any unknown page.
    expect((await request(app).get('/metrics')).status).toBe(404);
  });

  test('/readyz is 503 "database unavailable" while the last database write failed, 200 again after', async () => {
    let writable = false;
    const { app } = await createTestApp({ deps: { storageWritable: () => writable } });
    const down = await request(app).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'database unavailable' });
    expect(down.headers['cache-control']).toBe('no-store');
    writable = true;
    expect((await request(app).get('/readyz')).status).toBe(200);
  });
});
