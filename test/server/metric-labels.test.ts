// The metrics' labels come from what the server registers, never from a list beside it: every API route has its
// own route label (the Express route that answered), and every upstream client's calls carry the name the client
// declares (server/metrics.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { registry } from '../../server/metrics.ts';
import { createTestApp } from '../helpers/test-app.ts';

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** The API routes the app registers: the routes of every router mounted on /api, read from Express itself. */
function apiRoutes(express: unknown): Array<{ method: string; path: string }> {
  const stack = (express as { router: { stack: Layer[] } }).router.stack;
  return stack
    .filter((l) => l.rawPath === '/api' && l.handle?.stack)
    .flatMap((l) => l.handle!.stack!)
    .flatMap((l) =>
      l.route
        ? Object.keys(l.route.methods)
            .filter((m) => m !== '_all')
            .map((m) => ({ method: m.toUpperCase(), path: l.route!.path }))
        : [],
    );
}

/** A path that matches the route: each parameter filled with a value the router accepts. */
const SAMPLE_PARAMS: Record<string, string> = { leadType: 'difm' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'sample');

const count = async (route: string, method: string) => {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === 'http_requests_total');
  return ((m?.values ?? []) as Array<{ labels: Record<string, string | number>; value: number }>)
    .filter((v) => v.labels.route === route && v.labels.method === method)
    .reduce((n, v) => n + v.value, 0);
};

describe('metric labels are derived from the server, not listed', () => {
  test('every API route the server registers is counted under a label of its own', async () => {
    const { app } = await createTestApp();
    const routes = apiRoutes(app.express);
    // Read from the app, so the check follows the routers; make sure the walk found them.
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/login-info',
        '/products/plans',
        '/domains/prices',
        '/places/autocomplete',
        '/local/scan',
      ]),
    );
    const labels = new Set<string>();
    for (const { method, path } of routes) {
      const label = `api:${path}`;
      const before = { own: await count(label, method), plain: await count('api', method) };
      const res = await request(app)
        [method.toLowerCase() as 'get' | 'post'](`/api${concrete(path)}`)
        .send({});
      expect(res.status, `${method} ${path}`).not.toBe(404);
      expect(await count(label, method), `${method} ${path}`).toBe(before.own + 1);
      expect(await count('api', method), `${method} ${path}`).toBe(before.plain);
      labels.add(label);
    }
    expect(labels.size).toBe(new Set(routes.map((r) => r.path)).size);
  });

  test('the UI flags proxy, which does not use fetch, counts its calls under the flags upstream', async () => {
    const flags = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
    await new Promise<void>((r) => flags.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(flags.address() as AddressInfo).port}/flags`;
      const { app, catalogue } = await createTestApp({ env: { UIFLAGS_URL: url } });
      // The catalogue reads the same flags through fetch: let it do so first, then count the proxy alone.
      await catalogue.refresh();
      const calls = async () => {
        const m = (await registry.getMetricsAsJSON()).find((x) => x.name === 'upstream_requests_total');
        return ((m?.values ?? []) as Array<{ labels: Record<string, string | number>; value: number }>)
          .filter((v) => v.labels.upstream === 'uiflags' && v.labels.outcome === 'ok')
          .reduce((n, v) => n + v.value, 0);
      };
      const before = await calls();
      expect((await request(app).get('/api/products/uiflags')).status).toBe(200);
      expect(await calls()).toBe(before + 1);
    } finally {
      flags.close();
    }
  });
});
