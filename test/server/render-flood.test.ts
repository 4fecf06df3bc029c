// A render flood from many addresses (each new page variant a miss, each address within its own budget): the render
// gate sheds the excess with 503 and Retry-After, measured by how long misses wait and how late the event loop is,
// so a cached page keeps answering quickly beside it. Against the built server process, as a flood arrives.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { killAll, startServer } from '../helpers/server-process.ts';

let port: number;
beforeAll(async () => {
  // Addresses from X-Forwarded-For, as behind the load balancer: each flood request comes from a new one.
  port = await startServer({ TRUST_PROXY: 'true' }).listening;
}, 60_000);
afterAll(killAll);

const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });

function get(path: string, address: string) {
  return new Promise<{ status: number; retryAfter?: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { 'x-forwarded-for': address } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] as string | undefined,
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

describe('a render flood from many addresses', () => {
  test('is shed with 503 and Retry-After, no miss waits long, and a cached page keeps answering', async () => {
    // The cached page, rendered once before the flood (a busy start-up may shed it once: retried as asked).
    for (let tries = 0; (await get('/hosting', '192.0.2.1')).status !== 200; tries++) {
      expect(tries).toBeLessThan(10);
      await new Promise((r) => setTimeout(r, 500));
    }
    const until = performance.now() + 5000;
    let n = 0;
    const flood: Array<{ status: number; retryAfter?: string; ms: number }> = [];
    const floodLoop = async () => {
      while (performance.now() < until) {
        n++;
        // A new variant and a new address each time: no cache, no per-address budget helps.
        flood.push(await get(`/websites?siteid=flood${n}`, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`));
      }
    };
    const cached: number[] = [];
    const cachedLoop = async () => {
      while (performance.now() < until) {
        const res = await get('/hosting', '192.0.2.2');
        expect(res.status).toBe(200);
        cached.push(res.ms);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await Promise.all([...Array.from({ length: 40 }, floodLoop), cachedLoop()]);

    const shed = flood.filter((r) => r.status === 503);
    const rendered = flood.filter((r) => r.status === 200);
    const slowestMiss = Math.max(...flood.map((r) => r.ms));
    console.log(
      `render flood: ${flood.length} misses, ${rendered.length} rendered, ${shed.length} shed, slowest miss ${slowestMiss.toFixed(0)} ms; ` +
        `cached page p50 ${percentile(cached, 50).toFixed(1)} ms, p99 ${percentile(cached, 99).toFixed(1)} ms over ${cached.length}`,
    );
    expect(shed.length).toBeGreaterThan(0);
    for (const r of shed) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(rendered.length).toBeGreaterThan(0);
    expect(flood.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    // The latencies are printed, not asserted: on a starved machine (a load of 25 on 2 cores) one render takes half
    // a second of wall time whatever the gate does. The gate's time rules are asserted in render-shedding.test.ts.
  }, 60_000);
});
