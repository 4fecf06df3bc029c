// Decision 191 against the built server process: idle keep-alive connections never shut a visitor out, one address
// cannot hold the connection cap, refusals and 408s are counted, and a client that half-closes its socket after
// its request still gets the whole answer.
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { startFakeLoginInfo } from '../fakes/login-info.ts';
import { startFakeProductApi } from '../fakes/product-api.ts';
import { killAll, startServer, type ServerProcess } from '../helpers/server-process.ts';

afterEach(killAll);
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's port and its metrics port (METRICS_PORT=0 picks a free one). */
async function start(env: Record<string, string>) {
  const s = startServer({ METRICS_PORT: '0', ...env });
  const port = await s.listening;
  const metricsPort = Number(/"port":(\d+),"msg":"metrics listening"/.exec(s.output())?.[1]);
  return { s, port, metricsPort };
}

async function metric(metricsPort: number, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
}

/** A keep-alive connection that asked for /healthz once, got its answer, and now sits idle. */
function idleConnection(port: number, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    let got = '';
    socket.on('error', () => {});
    socket.once('error', reject);
    socket.on('data', (d) => {
      got += d;
      if (got.includes('{"status":"ok"}')) resolve(socket);
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

/** A connection that sends half a request head and waits (not idle: a request is being read). */
function busyConnection(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.write('GET /hosting HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.on('error', () => {});
    sockets.push(socket);
  });
}

/** A fresh visitor: status and time to the whole answer. */
function visit(port: number, path: string, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const t0 = performance.now();
    http
      .get({ host: '127.0.0.1', port, path, agent: false, localAddress }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - t0 }));
      })
      .on('error', reject);
  });
}

/** Sends a request on a raw socket, half-closes it at once, and collects everything until the server closes. */
function halfClosed(port: number, head: string): Promise<{ status: number; headers: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.write(head);
      socket.end(); // FIN: this client sends nothing more, and keeps reading
    });
    sockets.push(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer: "${all.toString()}"`));
      const headers = all.subarray(0, end).toString();
      resolve({ status: Number(headers.split(' ')[1]), headers, body: all.subarray(end + 4) });
    });
  });
}

describe('idle connections and the connection cap', () => {
  test('520 idle keep-alive connections against MAX_CONNECTIONS=500: a new visitor is served in under a second, the oldest idle closed', async () => {
    const { port, metricsPort } = await start({ MAX_CONNECTIONS: '500', MAX_CONNECTIONS_PER_ADDRESS: '0' });
    const idle: net.Socket[] = [];
    for (let i = 0; i < 520; i += 52)
      idle.push(...(await Promise.all(Array.from({ length: 52 }, () => idleConnection(port)))));
    expect(idle).toHaveLength(520);
    await sleep(200);
    // The first 20 were closed to admit the last 20: oldest idle first.
    expect(idle.slice(0, 20).every((s) => s.destroyed || s.readableEnded)).toBe(true);
    expect(idle.slice(20).filter((s) => s.destroyed || s.readableEnded)).toHaveLength(0);

    const visitor = await visit(port, '/hosting');
    expect(visitor.status).toBe(200);
    expect(visitor.ms).toBeLessThan(1000);
    expect(await metric(metricsPort, /^http_idle_connections_closed_total (\d+)$/m)).toBeGreaterThanOrEqual(21);
    expect(await metric(metricsPort, /^http_connections_refused_total\{reason="max_connections"\} (\d+)$/m)).toBe(0);
  }, 60_000);

  test('one address holds at most MAX_CONNECTIONS_PER_ADDRESS: beyond it, its own idle ones go first, else a counted 503; other addresses are served', async () => {
    const { s, port, metricsPort } = await start({ MAX_CONNECTIONS_PER_ADDRESS: '20' });
    const busy = await Promise.all(Array.from({ length: 20 }, () => busyConnection(port)));
    await sleep(200);
    const refused = await visit(port, '/hosting');
    expect(refused.status).toBe(503);
    expect(await metric(metricsPort, /^http_connections_refused_total\{reason="per_address"\} (\d+)$/m)).toBe(1);
    expect(s.output()).toMatch(/"reason":"per_address"[^\n]*connection limit reached/);
    // Another client address is not affected.
    expect((await visit(port, '/hosting', '127.0.0.2')).status).toBe(200);
    // Idle connections of the same address make room instead of a refusal.
    for (const b of busy.slice(0, 5)) b.destroy();
    await sleep(100);
    await Promise.all(Array.from({ length: 5 }, () => idleConnection(port)));
    expect((await visit(port, '/hosting')).status).toBe(200);
  }, 60_000);

  test('a request head that never finishes gets its 408 from the HTTP layer, and it is counted', async () => {
    const { port, metricsPort } = await start({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1000' });
    const socket = await busyConnection(port);
    let got = '';
    socket.on('data', (d) => (got += d));
    await new Promise((r) => socket.once('close', r));
    expect(got).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(await metric(metricsPort, /^http_client_errors_total\{kind="timeout"\} (\d+)$/m)).toBe(1);
  }, 20_000);
});

describe('a client that half-closes after its request', () => {
  let server: ServerProcess;
  let port: number;
  let stop: () => Promise<void>;
  afterAll(() => stop?.());

  test('gets the whole answer: a cached page, a miss, the 404, /api/login-info and the ui flags proxy', async () => {
    const login = await startFakeLoginInfo({ abc: { firstName: 'Dana' } });
    const products = await startFakeProductApi({ flags: { wp_basic: { showAddOn: true } } });
    stop = async () => {
      await login.close();
      await products.close();
    };
    server = startServer({ LOGIN_INFO_URL: login.url, UIFLAGS_URL: products.uiflagsUrl });
    port = await server.listening;
    await visit(port, '/hosting'); // now cached
    const cases: Array<[string, number, RegExp]> = [
      ['/hosting', 200, /<h1/],
      ['/local/search-listings?pd=half-closed', 200, /<h1/],
      ['/no-such-page', 404, /<h1/],
      ['/api/login-info', 200, /"firstName":"Dana"/],
      ['/api/products/uiflags', 200, /"wp_basic"/],
    ];
    for (const [path, status, body] of cases) {
      const res = await halfClosed(
        port,
        `GET ${path} HTTP/1.1\r\nHost: x\r\nCookie: session=abc\r\nAccept-Encoding: identity\r\n\r\n`,
      );
      expect(res.status, path).toBe(status);
      const length = /content-length: (\d+)/i.exec(res.headers)?.[1];
      if (length) expect(res.body.length, path).toBe(Number(length));
      expect(res.body.toString(), path).toMatch(body);
    }
    expect(server.output()).not.toContain('request aborted');
  }, 60_000);
});
