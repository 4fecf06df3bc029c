import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { killAll, startServer as start } from '../helpers/server-process.ts';

// The built server as ops run it: environment parsing, readiness, and draining on SIGTERM.
afterEach(killAll);

const get = (port: number, p: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, headers }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });

describe('the server process', () => {
  test('a bad environment variable stops start-up with its name', async () => {
    const s = start({ PORT: 'eighty', UPSTREAM_TIMEOUT_MS: 'soon' });
    expect(await s.exited).toBe(1);
    expect(s.errors()).toMatch(/PORT/);
    expect(s.errors()).toMatch(/UPSTREAM_TIMEOUT_MS/);
  });

  test('serves pages, reports ready, and on SIGTERM finishes the in-flight request before exiting', async () => {
    // A slow login-info upstream keeps one request in flight while the signal arrives.
    const upstream = http.createServer((_req, res) => {
      setTimeout(() => res.end(JSON.stringify({ user: { alias: 'slow' } })), 400);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/info`;
    try {
      const s = start({ LOGIN_INFO_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '3000' });
      const port = await s.listening;
      expect((await get(port, '/healthz')).body).toBe('{"status":"ok"}');
      expect((await get(port, '/readyz')).status).toBe(200);
      expect((await get(port, '/hosting')).status).toBe(200);

      const inflight = get(port, '/api/login-info', { cookie: 'session=abc' });
      await new Promise((r) => setTimeout(r, 100));
      s.proc.kill('SIGTERM');
      const res = await inflight;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ user: { alias: 'slow' } });
      const t0 = Date.now();
      expect(await s.exited).toBe(0);
      // Kept-alive connections do not hold the process open once the request is answered.
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(s.output()).toMatch(/"msg":"draining"/);
      // The cookie never reaches the log.
      expect(s.output()).not.toContain('session=abc');
    } finally {
      upstream.close();
    }
  });
});
