// The local business search sent without JavaScript (decision 251): /local/search-listings?q= lists the matches of
// the places upstream (or the sample set) in the server HTML, each a link to the next step with the business in
// its address; the chosen business is in the server HTML of the next page.
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

/** The hrefs of the "Choose" links of the results list, decoded. */
function chooseLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('aria-label="Choose '))
    .map((tag) => decodeEntities(/href="([^"]*)"/.exec(tag)![1]));
}

describe('business search results page (no JavaScript)', () => {
  test('the sample set without an upstream: matches in the server HTML, each leading to the free report', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get('/local/search-listings?q=harbor&next=scan');
    expect(res.status).toBe(200);
    const html = decodeEntities(res.text);
    expect(html).toContain('Businesses matching “harbor”');
    expect(html).toContain('120 Bay Street, Portland, ME 04101');
    const links = chooseLinks(res.text);
    expect(links.length).toBeGreaterThanOrEqual(2);
    const first = new URL(links[0], 'https://x');
    expect(first.pathname).toBe('/local/scan-results');
    expect(first.searchParams.get('business')).toMatch(/^Harbor/);
    // The business's phone stays out of every address.
    for (const l of links) expect(l).not.toMatch(/555|phone/);
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
    const links = chooseLinks(res.text).map((l) => new URL(l, 'https://x'));
    expect(links.map((l) => l.pathname)).toEqual(['/local/verify-business', '/local/verify-business']);
    expect(Object.fromEntries(links[0].searchParams)).toEqual({
      pd: 'localprem_t12m',
      direct: '1',
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

  test('the next page shows the business from its address in the server HTML', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get(
      '/local/verify-business?pd=localworksstd_t12m&business=Harbor+Cafe&address=120+Bay+Street&city=Portland&state=ME&zip=04101',
    );
    const html = decodeEntities(res.text);
    expect(html).toMatch(/<h2 class="verify-card__name">Harbor Cafe<\/h2>/);
    expect(html).toContain('120 Bay Street, Portland, ME 04101');
    expect(html).toContain('Yes, continue to checkout');
  });

  test('values out of bounds are dropped before the render: no results for an empty or oversized name', async () => {
    const { app } = await createTestApp();
    for (const q of ['', '%20%20', 'x'.repeat(101), 'a%00b']) {
      const res = await request(app).get(`/local/search-listings?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Businesses matching');
    }
    const long = await request(app).get(`/local/verify-business?business=${'y'.repeat(101)}`);
    expect(long.text).not.toContain('y'.repeat(101));
  });
});
