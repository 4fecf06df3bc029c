// Decision 190: the security headers are computed once at start-up. They must be exactly what helmet gives a
// request, on every kind of answer, cached pages included.
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { PERMISSIONS_POLICY, securityHeaders } from '../../server/security.ts';
import { createTestApp } from '../helpers/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
});

describe('prepared security headers', () => {
  test('the prepared list holds every header helmet sets per request, with the same values', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://www.example.test' });
    const prepared = new Map([...securityHeaders(config)].map(([k, v]) => [k.toLowerCase(), v]));
    // helmet as middleware on a bare Express app, which answers with nothing else of its own.
    const plain = express();
    plain.disable('x-powered-by');
    plain.use(
      helmet({
        contentSecurityPolicy: false,
        strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        frameguard: { action: 'deny' },
        crossOriginEmbedderPolicy: false,
      }),
    );
    plain.get('/', (_req, res) => void res.end());
    const live = (await request(plain).get('/')).headers;
    const fromHelmet = Object.keys(live).filter((h) => !['date', 'connection', 'content-length'].includes(h));
    expect(fromHelmet.length).toBeGreaterThan(8);
    for (const h of fromHelmet) {
      expect(prepared.has(h), h).toBe(true);
      expect(prepared.get(h), h).toBe(live[h]);
    }
    expect(prepared.get('content-security-policy')).toContain("script-src 'self'");
    expect(prepared.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  test('each directive of the policy names a source once, even when several settings share an origin', () => {
    const shared = 'https://tags.example.test';
    const config = loadConfig({
      PUBLIC_URL: 'https://www.example.test',
      TAG_MANAGER_URL: `${shared}/gtm.js`,
      EXPERIMENT_SCRIPT_URL: `${shared}/experiments.js`,
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SCRIPT_URL: `${shared}/captcha.js`,
      CHECKOUT_URL: 'https://account.example.test/checkout',
      LOGIN_URL: 'https://account.example.test/login',
    });
    const policy = new Map(securityHeaders(config)).get('Content-Security-Policy')!;
    const directives = policy.split(';').map((d) => d.trim().split(/\s+/));
    for (const [name, ...sources] of directives) expect(sources, name).toEqual([...new Set(sources)]);
    const scriptSrc = directives.find(([name]) => name === 'script-src')!;
    expect(scriptSrc).toEqual(['script-src', "'self'", shared]);
    expect(policy).toContain("form-action 'self' https://account.example.test;");
  });

  test('pages (rendered and cached), 304s, HEAD, the API, redirects and 404s carry the same set', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://www.example.test' });
    const prepared = securityHeaders(config);
    const first = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
    const answers = [
      first,
      await request(app).get('/hosting').set('Accept-Encoding', 'gzip'),
      await request(app).get('/hosting').set('If-None-Match', String(first.headers.etag)),
      await request(app).head('/'),
      await request(app).get('/api/products/uiflags'),
      await request(app).get('/healthz'),
      await request(app).get('/hosting/compare-plans'),
      await request(app).get('/nope'),
      // A cached page whose answer sets a cookie of its own: its head is not the prepared one (decision 258).
      await request(app).get('/hosting?p=SPRING'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 304, 200, 200, 200, 301, 404, 200]);
    for (const res of answers) {
      for (const [name, value] of prepared)
        expect(res.headers[name.toLowerCase()], `${name} ${res.status}`).toBe(value);
      expect(res.headers['x-request-id'], `request id ${res.status}`).toMatch(/^[0-9a-f-]{36}$/);
    }
    const withCookie = answers.at(-1)!;
    expect(withCookie.headers['set-cookie']?.[0]).toMatch(/^promo=SPRING;/);
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
    expect(withCookie.headers.etag).toBe(answers[1].headers.etag);
    expect(withCookie.headers['content-length']).toBe(answers[1].headers['content-length']);
    // Every answer has its own id.
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);
  });

  test('an id the balancer gave is echoed, on the prepared path and the general one', async () => {
    const res = await request(app).get('/hosting?p=SPRING').set('X-Request-Id', 'lb-42');
    expect(res.headers['x-request-id']).toBe('lb-42');
    const cached = await request(app).get('/hosting').set('X-Request-Id', 'lb-43');
    expect(cached.headers['x-request-id']).toBe('lb-43');
  });
});
