// Refusals are written after REFUSAL_PAUSE_MS (decision 327): a flood of posts from one address, asking again as
// soon as it is answered, gets one refusal per pause on each connection instead of as many as the server can write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RenderShed, type RenderGate } from '../../server/render-gate.ts';
import { createTestApp } from '../helpers/test-app.ts';

const PAUSE_MS = 400;
const ORIGIN = 'https://www.example.test';

/** A gate that renders, or sheds every render as a full one does while `full` is set. */
let full = false;
const gate: RenderGate = {
  run: (work) => (full ? Promise.reject(new RenderShed()) : work()),
  running: 0,
  waiting: 0,
};

describe('refusals after a pause', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const { app } = await createTestApp({
      env: { REFUSAL_PAUSE_MS: String(PAUSE_MS) },
      deps: { renderGate: gate },
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = () =>
    fetch(`${base}/enterprisesolutions/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'name=a&email=bad',
    });

  test('a flood of form posts over the rate limit gets one 429 per pause per connection, each after the pause', async () => {
    // Past the limit first (the invalid posts before it are answered at once, from the refusal page).
    for (let i = 0; i < 12; i++) await (await post()).arrayBuffer();
    const connections = 8;
    const seconds = 2;
    const until = performance.now() + seconds * 1000;
    const statuses: number[] = [];
    const waits: number[] = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          const res = await post();
          await res.arrayBuffer();
          waits.push(performance.now() - started);
          statuses.push(res.status);
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        }
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([429]));
    // Without the pause the same loop gets hundreds of answers in two seconds.
    expect(statuses.length).toBeLessThanOrEqual(connections * (Math.ceil((seconds * 1000) / PAUSE_MS) + 1));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(PAUSE_MS - 5);
  });

  test('a render the gate sheds is answered 503 with Retry-After after the pause', async () => {
    full = true;
    const started = performance.now();
    const res = await fetch(`${base}/websites?siteid=refused-1`);
    await res.text();
    full = false;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(PAUSE_MS - 5);
  });

  test('a cached page is answered at once while refusals wait', async () => {
    await (await fetch(`${base}/hosting`)).text();
    const held = Array.from({ length: 8 }, () => post().then((r) => r.arrayBuffer()));
    const started = performance.now();
    const res = await fetch(`${base}/hosting`);
    await res.text();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(PAUSE_MS);
    await Promise.all(held);
  });
});
