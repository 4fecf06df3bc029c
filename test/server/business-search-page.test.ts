// The local business search sent without JavaScript (decision 251): /local/search-listings?q= lists the matches of
// the places upstream (or the sample set) in the server HTML, each a form that posts the business to the next step
// (decision 278): no business's name or address in any address; the chosen business is in the server HTML of the
// next page, which answers the post itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';

let upstream: http.Server;
let upstreamUrl = '';
let fail = false;
let asked: string[] = [];
beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    asked.push(new URL(req.url ?? '/', 'http://x').searchParams.get('input') ?? '');
    if (fail) return void res.writeHead(500).end('nope');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        predictions: [
          { name: 'Ocean Tacos', address: '1 Pier', city: 'Miami', state: 'FL', zip: '33101', phone: '(305) 555-0100' },
          { name: 'Ocean & Sons <Bakery>', address: '9 Shore', city: 'Tampa', state: 'FL', zip: '33602', phone: '' },
        ],
      }),
    );
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/places`;
});
afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

/** The "Choose" forms of the results list: where each posts and the fields it sends, decoded. */
function chooseForms(html: string): { method: string; action: string; fields: Record<string, string>; tag: string }[] {
  return [...html.matchAll(/<form\s[^>]*class="place-choice"[^>]*>([\s\S]*?)<\/form>/g)]
    .filter((m) => m[1].includes('aria-label="Choose '))
    .map((m) => {
      const attr = (tag: string, name: string) =>
        decodeEntities(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
      const fields = Object.fromEntries(
        [...m[1].matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((x) => [attr(x[0], 'name'), attr(x[0], 'value')]),
      );
      return { method: attr(m[0], 'method'), action: attr(m[0], 'action'), fields, tag: m[0] };
    });
}

const ORIGIN = 'https://www.example.test';
const post = (app: Parameters<typeof request>[0], path: string, fields: Record<string, string>) =>
  request(app).post(path).set('Origin', ORIGIN).type('form').send(new URLSearchParams(fields).toString());

describe('business search results page (no JavaScript)', () => {
  test('the sample set without an upstream: matches in the server HTML, each leading to the free report', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get('/local/search-listings?q=harbor&next=scan');
    expect(res.status).toBe(200);
    const html = decodeEntities(res.text);
    expect(html).toContain('Businesses matching “harbor”');
    expect(html).toContain('120 Bay Street, Portland, ME 04101');
    const forms = chooseForms(res.text);
    expect(forms.length).toBeGreaterThanOrEqual(2);
    expect(forms[0]).toMatchObject({ method: 'post', action: '/local/scan-results' });
    expect(forms[0].fields.business).toMatch(/^Harbor/);
    // Neither the business nor its phone is in any address; the phone is not even posted.
    for (const f of forms) {
      expect(f.action).not.toMatch(/business|address|Harbor|Bay/);
      expect(Object.keys(f.fields)).not.toContain('phone');
      expect(Object.values(f.fields).join(' ')).not.toMatch(/555/);
    }
    expect(res.text).not.toMatch(/href="[^"]*business=/);
    // The field keeps the name, the form gets this same page.
    const form = /<form class="business-search"[^>]*>/.exec(res.text)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/local/search-listings"');
    expect(res.text).toMatch(/<input[^>]*name="q"[^>]*value="harbor"/);
    // The first render of the file loads every page module: slow on a loaded machine.
  }, 90_000);

  test('the upstream answers (escaped in the HTML); a failing upstream lists nothing but lets the name go on', async () => {
    const { app } = await createTestApp({ env: { PLACES_API_URL: upstreamUrl, PLACES_API_KEY: 'k-secret' } });
    asked = [];
    const res = await request(app).get('/local/search-listings?q=ocean&pd=localprem_t12m&direct=1');
    expect(asked).toEqual(['ocean']);
    expect(res.text).toContain('Ocean &amp; Sons &lt;Bakery&gt;');
    expect(res.text).not.toContain('<Bakery>');
    const forms = chooseForms(res.text);
    expect(forms.map((f) => f.action)).toEqual([
      '/local/verify-business?pd=localprem_t12m&direct=1',
      '/local/verify-business?pd=localprem_t12m&direct=1',
    ]);
    expect(forms[0].fields).toEqual({
      business: 'Ocean Tacos',
      address: '1 Pier',
      city: 'Miami',
      state: 'FL',
      zip: '33101',
    });

    fail = true;
    try {
      const down = await request(app).get('/local/search-listings?q=oceanic');
      expect(down.status).toBe(200);
      expect(down.text).toContain('No matching businesses found.');
      expect(decodeEntities(down.text)).toContain('Continue with “oceanic” as typed');
    } finally {
      fail = false;
    }
  });

  test('the next step answers the post with the business in its server HTML, for that visitor alone', async () => {
    const { app, logs } = await createTestApp();
    const place = { business: 'Harbor Cafe', address: '120 Bay Street', city: 'Portland', state: 'ME', zip: '04101' };
    const res = await post(app, '/local/verify-business?pd=localworksstd_t12m', place);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = decodeEntities(res.text);
    expect(html).toMatch(/<h2 class="verify-card__name">Harbor Cafe<\/h2>/);
    expect(html).toContain('120 Bay Street, Portland, ME 04101');
    expect(html).toContain('Yes, continue to checkout');
    // The free report posts the business on to verification the same way.
    const report = decodeEntities((await post(app, '/local/scan-results', place)).text);
    expect(report).toContain('For Harbor Cafe');
    const fix = /<form[^>]*class="place-choice"[^>]*>[\s\S]*?<\/form>/.exec(report)?.[0] ?? '';
    expect(fix).toContain('method="post"');
    expect(fix).toMatch(/action="\/local\/verify-business\?pd=localworksstd_t12m&direct=1"/);
    expect(fix).toContain('name="business" value="Harbor Cafe"');
    // Nothing of it is cached for the next visitor, or logged.
    expect((await request(app).get('/local/verify-business?pd=localworksstd_t12m')).text).not.toContain('Harbor Cafe');
    expect(logs.text()).not.toContain('Harbor Cafe');
    expect(logs.text()).not.toContain('Bay Street');
  });

  test('a business in the address is ignored: the old links no longer put it on the page', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get(
      '/local/verify-business?pd=localworksstd_t12m&business=Harbor+Cafe&address=120+Bay+Street&city=Portland',
    );
    expect(res.text).not.toContain('Harbor Cafe');
    expect(res.text).not.toContain('120 Bay Street');
  });

  test('the post follows the form rules: same origin, form encoding, bounded printable values', async () => {
    const { app } = await createTestApp();
    const cross = await post(app, '/local/scan-results', { business: 'Harbor Cafe' }).set(
      'Origin',
      'https://evil.example',
    );
    expect(cross.status).toBe(403);
    const json = await request(app).post('/local/scan-results').set('Origin', ORIGIN).send({ business: 'Harbor Cafe' });
    expect(json.status).toBe(415);
    const long = await post(app, '/local/verify-business', { business: 'y'.repeat(150), address: 'a\u0000b' });
    expect(long.status).toBe(200);
    expect(long.text).toContain(`>${'y'.repeat(100)}<`);
    expect(long.text).not.toContain('y'.repeat(101));
  });

  test('values out of bounds are dropped before the render: no results for an empty or oversized name', async () => {
    const { app } = await createTestApp();
    for (const q of ['', '%20%20', 'x'.repeat(101), 'a%00b']) {
      const res = await request(app).get(`/local/search-listings?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Businesses matching');
    }
  });
});
