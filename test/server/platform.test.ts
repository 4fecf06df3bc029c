import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { HtmlCache } from '../../server/html-cache.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DIST } from '../../scripts/build-config.ts';
import { createTestApp } from '../helpers/test-app.ts';

const ORIGIN = 'https://www.example.test';

describe('security headers', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { CHECKOUT_URL: 'https://buy.example.test/cart' } }));
  });

  test('a strict CSP with no inline script, the checkout origin in form-action', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/nonce-/);
    expect(csp).toContain("form-action 'self' https://buy.example.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  test('no page carries an inline executable script', async () => {
    for (const path of ['/', '/hosting', '/webdesign', '/nope']) {
      const html = (await request(app).get(path)).text;
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      for (const attrs of scripts) {
        const executable = !/type="application\/(json|ld\+json)"/.test(attrs);
        if (executable) expect(attrs, `${path}: ${attrs}`).toMatch(/src="\/assets\//);
      }
    }
  });

  test('query values are never reflected unescaped', async () => {
    const evil = encodeURIComponent('"><script>alert(1)</script>');
    const res = await request(app).get(`/websites?siteid=${evil}&externalid=${evil}&p=${evil}&msgCode=${evil}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('"><script>');
  });

  test('the serialized page data cannot break out of its script block', async () => {
    const res = await request(app).get(`/websites?siteid=${encodeURIComponent('</script><!--x')}`);
    const data = res.text.match(/<script type="application\/json" id="__APP_DATA__">(.*?)<\/script>/s);
    expect(data).not.toBeNull();
    expect(data![1]).not.toContain('</script');
    expect(data![1]).not.toContain('<!--');
    expect(JSON.parse(data![1]).url).toBe('/websites?siteid=%3C%2Fscript%3E%3C%21--x');
  });

  test('errors never show a stack or a path', async () => {
    const res = await request(app).post('/api/leads/difm').set('Content-Type', 'application/json').send('{"broken');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+|\/work\/|node_modules/);
    const api404 = await request(app).get('/api/nothing-here');
    expect(api404.status).toBe(404);
    expect(api404.body).toEqual({ error: 'Not found' });
  });
});

describe('page caching', () => {
  test('ETag and 304, a short shared-cache lifetime, Vary only on Accept-Encoding', async () => {
    const { app } = await createTestApp();
    const first = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(first.headers.vary).toBe('Accept-Encoding');
    const again = await request(app).get('/hosting').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const br = await request(app).get('/hosting').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(first.headers.etag);
    const plain = await request(app).get('/hosting').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('unknown query parameters create no cache entries and do not change the page', async () => {
    const cache = new HtmlCache();
    const { app } = await createTestApp({ deps: { htmlCache: cache } });
    const base = await request(app).get('/hosting').set('Accept-Encoding', 'identity');
    const before = cache.size;
    for (let i = 0; i < 20; i++) {
      const res = await request(app).get(`/hosting?utm_source=x${i}&fbclid=${i}`).set('Accept-Encoding', 'identity');
      expect(res.text).toBe(base.text);
    }
    for (let i = 0; i < 20; i++) await request(app).get(`/no-such-page-${i}`);
    expect(cache.size).toBe(before + 1); // the one shared 404 document
  });

  test('the cache is bounded (least recently used goes first)', async () => {
    let t = 0;
    const cache = new HtmlCache(3, 60_000, () => t);
    const make = (s: string) => async () => ({ status: 200, html: Buffer.from(s) });
    await cache.getOrCreate('a', 1, make('a'));
    await cache.getOrCreate('b', 1, make('b'));
    await cache.getOrCreate('c', 1, make('c'));
    cache.get('a', 1);
    await cache.getOrCreate('d', 1, make('d'));
    expect(cache.size).toBe(3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.raw.toString()).toBe('a');
    // A new catalogue version or an expired entry renders again.
    expect(cache.get('a', 2)).toBeUndefined();
    await cache.getOrCreate('c2', 1, make('c2'));
    t = 61_000;
    expect(cache.get('c2', 1)).toBeUndefined();
  });

  test('hashed assets are cached for a year and immutable', async () => {
    const { app } = await createTestApp();
    const html = (await request(app).get('/')).text;
    const asset = html.match(/src="(\/assets\/entry-[^"]+\.js)"/)![1];
    const res = await request(app).get(asset);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)![1];
    expect((await request(app).get(css).set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  test('assets are precompressed at build time: brotli when accepted, gzip otherwise, 304 on a match', async () => {
    const { app } = await createTestApp();
    const html = (await request(app).get('/')).text;
    const asset = html.match(/src="(\/assets\/entry-[^"]+\.js)"/)![1];
    const plain = await request(app).get(asset).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const onDisk = readFileSync(path.join(DIST, 'client', asset));
    expect(Number(plain.headers['content-length'])).toBe(onDisk.length);
    // Raw bytes over a real socket: the test client would otherwise decode brotli itself.
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const br = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: asset, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    server.close();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(onDisk)).toBe(true);
    const again = await request(app).get(asset).set('If-None-Match', plain.headers.etag);
    expect(again.status).toBe(304);
    expect((await request(app).post(asset)).status).toBe(404);
  });
});

describe('promotion code', () => {
  test('a valid ?p is kept in a Lax cookie and carried into the page; the response is private', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get('/hosting?p=SPRING_24');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/promo=SPRING_24/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers['cache-control']).toMatch(/private/);
    const data = JSON.parse(res.text.match(/id="__APP_DATA__">(.*?)<\/script>/s)![1]);
    expect(data.url).toBe('/hosting?p=SPRING_24');
  });

  test('behind https the cookie is Secure', async () => {
    const { app } = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const res = await request(app).get('/hosting?p=SPRING').set('X-Forwarded-Proto', 'https');
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  test.each(['bad code', 'x<y', 'a;b', "o'neil", 'ü'])('%j is ignored', async (p) => {
    const { app } = await createTestApp();
    const res = await request(app).get(`/hosting?p=${encodeURIComponent(p)}`);
    expect(res.headers['set-cookie']).toBeUndefined();
    const data = JSON.parse(res.text.match(/id="__APP_DATA__">(.*?)<\/script>/s)![1]);
    expect(data.url).toBe('/hosting');
  });
});

describe('operations endpoints', () => {
  test('healthz, and readyz following the lifecycle', async () => {
    const lifecycle = { ready: false, draining: false };
    const { app } = await createTestApp({ deps: { lifecycle } });
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).status).toBe(503);
    lifecycle.ready = true;
    expect((await request(app).get('/readyz')).status).toBe(200);
    lifecycle.draining = true;
    const draining = await request(app).get('/readyz');
    expect(draining.status).toBe(503);
    expect(draining.headers.connection).toBe('close');
  });

  test('robots.txt and sitemap.xml list every indexable route with absolute URLs', async () => {
    const { app } = await createTestApp();
    const robots = await request(app).get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = (await request(app).get('/sitemap.xml')).text;
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    const expected = routes.filter((r) => r.indexable && r.match !== 'pattern').map((r) => `${ORIGIN}${r.path}`);
    expect(locs).toEqual(expected);
    expect(locs).toContain(`${ORIGIN}/tlds/xyz-domain`);
    expect(locs).not.toContain(`${ORIGIN}/buildmysite`);
    expect(locs).not.toContain(`${ORIGIN}/webdesign/thankyou`);
  });
});

describe('login info', () => {
  let upstream: http.Server;
  let url: string;
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push(req.headers.cookie);
      if (req.headers.cookie === 'session=slow') return void setTimeout(() => res.end('{"user":{"alias":"late"}}'), 1000);
      if (req.headers.cookie === 'session=broken') return void res.writeHead(500).end('oops');
      if (req.headers.cookie === 'session=garbage') return void res.end('not json');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ user: { alias: 'janedoe', firstName: 'Jane', bibUser: false } }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/login-info`;
  });
  afterAll(() => upstream.close());

  test('forwards the Cookie header and returns the user, never shared-cached', async () => {
    const { app } = await createTestApp({ env: { LOGIN_INFO_URL: url } });
    const res = await request(app).get('/api/login-info').set('Cookie', 'session=ok');
    expect(res.body).toEqual({ user: { alias: 'janedoe', firstName: 'Jane', bibUser: false } });
    expect(seen.at(-1)).toBe('session=ok');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test.each(['session=broken', 'session=garbage', 'session=slow'])('upstream failure (%s) is silently no user', async (cookie) => {
    const { app } = await createTestApp({ env: { LOGIN_INFO_URL: url, UPSTREAM_TIMEOUT_MS: '200' } });
    const t0 = Date.now();
    const res = await request(app).get('/api/login-info').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(Date.now() - t0).toBeLessThan(900);
  });

  test('no upstream configured, or no cookie: signed out', async () => {
    const { app } = await createTestApp();
    expect((await request(app).get('/api/login-info').set('Cookie', 'session=ok')).body).toEqual({ user: null });
    const { app: withUpstream } = await createTestApp({ env: { LOGIN_INFO_URL: url } });
    expect((await request(withUpstream).get('/api/login-info')).body).toEqual({ user: null });
  });
});

describe('public files', () => {
  test('the favicon and the Open Graph image are served; other names fall through to pages', async () => {
    const { app } = await createTestApp();
    const og = await request(app).get('/og-image.png');
    expect(og.status).toBe(200);
    expect(og.headers['content-type']).toBe('image/png');
    expect((await request(app).get('/favicon.svg')).headers['content-type']).toMatch(/svg/);
    expect((await request(app).get('/favicon.ico')).status).toBe(404);
  });
});

describe('the fast path for cached pages', () => {
  test('a cached page is answered with the same status, headers and body as the first, rendered one', async () => {
    const { app, logs } = await createTestApp();
    const first = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
    const second = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    const strip = (h: Record<string, string>) => {
      const { date: _d, 'x-request-id': _id, ...rest } = h;
      return rest;
    };
    expect(strip(second.headers)).toEqual(strip(first.headers));
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Both requests are logged the same way, with no query string.
    await request(app).get('/hosting?utm_source=mail').set('X-Request-Id', 'lb-123');
    const lines = logs.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const last = lines.at(-1);
    expect(last.reqId).toBe('lb-123');
    expect(last.req).toEqual({ id: 'lb-123', method: 'GET', path: '/hosting' });
    expect(last.res).toEqual({ statusCode: 200 });
  });

  test('ETag revalidation, HEAD and draining work on the fast path too', async () => {
    const lifecycle = { ready: true, draining: false };
    const { app } = await createTestApp({ deps: { lifecycle } });
    const first = await request(app).get('/mail').set('Accept-Encoding', 'br');
    const cached = await request(app).get('/mail').set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag);
    expect(cached.status).toBe(304);
    const head = await request(app).head('/mail').set('Accept-Encoding', 'br');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    lifecycle.draining = true;
    expect((await request(app).get('/mail')).headers.connection).toBe('close');
  });

  test('redirects and promotion codes still go through the full stack', async () => {
    const { app } = await createTestApp();
    await request(app).get('/hosting');
    expect((await request(app).get('/hosting/')).status).toBe(301);
    expect(String((await request(app).get('/hosting?p=SPRING')).headers['set-cookie'])).toMatch(/promo=SPRING/);
    await request(app).get('/businessmaker/pos');
    expect((await request(app).get('/businessmaker/pos/')).status).toBe(301);
  });
});
