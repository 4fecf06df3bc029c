import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 221: the domain search form's action answers 303 to domain checkout with d and the extension's pd.

const CHECKOUT = 'https://checkout.siteharbor.example';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let logs: Awaited<ReturnType<typeof createTestApp>>['logs'];
beforeAll(async () => {
  ({ app, logs } = await createTestApp());
}, 60_000);

const params = (location: string) => Object.fromEntries(new URL(location).searchParams);

describe('GET /domains/search', () => {
  test('a search: 303 to checkout with d and the rate plan of its extension, never cached', async () => {
    const res = await request(app).get('/domains/search?domain=Harbor+Shop.me');
    expect(res.status).toBe(303);
    expect(res.headers.location.startsWith(`${CHECKOUT}/domain?`)).toBe(true);
    expect(params(res.headers.location)).toEqual({ d: 'harborshop.me', pd: 'domme_t12m' });
    expect(res.headers['cache-control']).toBe('no-store');
    // The request log names the path only: the searched name stays out of the logs.
    expect(logs.text()).not.toContain('harbor');
  });

  test.each([
    ['harbor.com', 'domcom_t12m'],
    ['harbor.ai', 'yd2a_t24m'],
  ])('%s is sent with pd %s', async (domain, pd) => {
    const res = await request(app).get(`/domains/search?domain=${domain}`);
    expect(params(res.headers.location)).toEqual({ d: domain, pd });
  });

  // The box shows "yourbusiness.com": a bare name is searched as .com, an unsold extension with the .com plan;
  // only a name ending in .ai goes to the .AI two-year plan.
  test.each([
    ['harbor', 'harbor.com'],
    ['mybiz', 'mybiz.com'],
    ['harbor.dev', 'harbor.dev'],
    ['x.co.uk', 'x.co.uk'],
  ])('%s is searched as %s on the .com plan', async (typed, d) => {
    const res = await request(app).get(`/domains/search?domain=${typed}`);
    expect(params(res.headers.location)).toEqual({ d, pd: 'domcom_t12m' });
  });

  test("on a TLD page an unsold extension is sent with that page's plan", async () => {
    const res = await request(app).get('/domains/search?domain=harbor.dev&tld=org');
    expect(params(res.headers.location)).toEqual({ d: 'harbor.dev', pd: 'domorg_t12m' });
  });

  test('a TLD page scopes a bare name; a malformed extension is ignored', async () => {
    const org = await request(app).get('/domains/search?domain=harbor&tld=org');
    expect(params(org.headers.location)).toEqual({ d: 'harbor.org', pd: 'domorg_t12m' });
    const bad = await request(app).get('/domains/search?domain=harbor&tld=%3Cx%3E');
    expect(params(bad.headers.location)).toEqual({ d: 'harbor.com', pd: 'domcom_t12m' });
  });

  test('a valid promotion cookie is carried as p, an invalid one is not', async () => {
    const good = await request(app).get('/domains/search?domain=a.net').set('Cookie', 'x=1; promo=SPRING24');
    expect(params(good.headers.location)).toEqual({ d: 'a.net', pd: 'domnet_t12m', p: 'SPRING24' });
    const bad = await request(app).get('/domains/search?domain=a.net').set('Cookie', 'promo=bad%20code');
    expect(params(bad.headers.location)).toEqual({ d: 'a.net', pd: 'domnet_t12m' });
  });

  test("the analytics linker of the page the search came from is carried as _ga; another site's is not", async () => {
    const from = (referer: string) =>
      request(app).get('/domains/search?domain=a.net').set('Host', 'www.example.test').set('Referer', referer);
    const own = await from('http://www.example.test/domains?_ga=1.2.345.678');
    expect(params(own.headers.location)).toEqual({ d: 'a.net', pd: 'domnet_t12m', _ga: '1.2.345.678' });
    const foreign = await from('https://evil.example/?_ga=1.2.345.678');
    expect(params(foreign.headers.location)).toEqual({ d: 'a.net', pd: 'domnet_t12m' });
    const malformed = await from('http://www.example.test/domains?_ga=%3Cscript%3E');
    expect(params(malformed.headers.location)).toEqual({ d: 'a.net', pd: 'domnet_t12m' });
  });

  test('a blank search goes back to the page it came from on this site, else to /domains', async () => {
    const back = await request(app)
      .get('/domains/search?domain=+++')
      .set('Host', 'www.example.test')
      .set('Referer', 'http://www.example.test/tlds/me-domain');
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/tlds/me-domain');
    const elsewhere = await request(app).get('/domains/search?domain=').set('Referer', 'https://evil.example/x');
    expect(elsewhere.headers.location).toBe('/domains');
    const repeated = await request(app).get('/domains/search?domain=a.com&domain=b.com');
    expect(repeated.headers.location).toBe('/domains');
  });
});
