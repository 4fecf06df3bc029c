// The metrics' labels come from what the server registers, never from a list beside it: every API route has its
// own route label, the Express route that answered (server/metrics.ts).
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
});
