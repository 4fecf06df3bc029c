import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TLD_FETCH_ERROR } from '../../content/domains.ts';
import { startFakeProductApi, type FakeProductApi } from '../fakes/product-api.ts';
import { decodeEntities } from '../helpers/html.ts';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 220: live domain prices are part of the catalogue snapshot, so the server HTML carries them.

/** The page body without the serialized data block: what the visitor reads. */
const body = (html: string) =>
  decodeEntities(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, ''));

/** The text of the price-table row of one extension. */
function tableRow(html: string, tld: string): string {
  const table = html.slice(html.indexOf('<table class="price-table"'), html.indexOf('</table>'));
  const start = table.indexOf(`<th scope="row">.${tld}</th>`);
  expect(start, `.${tld} row`).toBeGreaterThan(-1);
  return table.slice(start, table.indexOf('</tr>', start));
}

/** The text of the extension card of one extension (first occurrence, in the first tab). */
function card(html: string, tld: string): string {
  const start = html.indexOf(`<span class="tld-card__name">.${tld}</span>`);
  expect(start, `.${tld} card`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</li>', start));
}

/** The hero of a TLD page: up to the end of its price paragraph. */
const hero = (html: string) => html.slice(html.indexOf('<h1'), html.indexOf('</p>', html.indexOf('class="price')));

describe('with a product API that prices .me at $3.46 and fails .site', () => {
  let fake: FakeProductApi;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    fake = await startFakeProductApi({ domainPrices: { me: 3.46, com: 12.5, net: 12.5 } });
    fake.failingTlds.add('site');
    ({ app } = await createTestApp({ env: { PRODUCT_API_URL: fake.url } }));
  }, 60_000);
  afterAll(() => fake.close());

  test('/domains shows the live prices in the server HTML and the spec 8 message for .site', async () => {
    const html = body((await request(app).get('/domains')).text);
    expect(card(html, 'me')).toContain('$3.46/yr');
    expect(card(html, 'me')).not.toContain('$9.99');
    expect(card(html, 'site')).toContain(TLD_FETCH_ERROR);
    expect(card(html, 'site')).not.toContain('$2.99/yr');
    // The table: a live first-year price beside the regular one; .COM's limited-time offer wins over both
    // (decision 312).
    expect(tableRow(html, 'net')).toContain('$12.50/yr');
    expect(tableRow(html, 'com')).toContain('$0.99/yr');
    expect(tableRow(html, 'com')).toContain('$21.99/yr');
    expect(tableRow(html, 'com')).not.toContain('$12.50');
    expect(tableRow(html, 'com')).not.toContain('$10.99');
  });

  test('/tlds/me-domain shows $3.46 and /tlds/site-domain the spec 8 message', async () => {
    const me = body((await request(app).get('/tlds/me-domain')).text);
    expect(hero(me)).toContain('$3.46/yr');
    expect(hero(me)).toContain('$24.99/yr');
    expect(me).not.toContain('$9.99/yr');
    const site = body((await request(app).get('/tlds/site-domain')).text);
    expect(hero(site)).toContain(TLD_FETCH_ERROR);
    expect(site).not.toContain('$2.99/yr');
  });

  test('pages do not look prices up per request: the upstream is asked once per extension', async () => {
    const before = fake.requests.filter((r) => r.path === '/products/search').length;
    for (let i = 0; i < 3; i++) {
      await request(app).get('/tlds/me-domain').expect(200);
      await request(app).get('/tlds/me-domain?x=1').expect(200);
    }
    expect(fake.requests.filter((r) => r.path === '/products/search').length).toBe(before);
  });
});

describe('one rule for a failed lookup, whether or not the others failed (decision 265)', () => {
  test('every lookup failing: each extension shows the spec 8 message where its price would be, never $2.99', async () => {
    const fake = await startFakeProductApi({ domainPrices: {} });
    try {
      const { app } = await createTestApp({ env: { PRODUCT_API_URL: fake.url } });
      const html = body((await request(app).get('/domains')).text);
      for (const tld of ['me', 'site']) {
        expect(card(html, tld)).toContain(TLD_FETCH_ERROR);
        expect(card(html, tld)).not.toMatch(/\$\d/);
      }
      expect(tableRow(html, 'net')).toContain(TLD_FETCH_ERROR);
      expect(tableRow(html, 'net')).not.toContain('$11.99');
      for (const tld of ['site', 'fit', 'com']) {
        const page = body((await request(app).get(`/tlds/${tld}-domain`)).text);
        expect(hero(page), tld).toContain(TLD_FETCH_ERROR);
        expect(hero(page), tld).not.toMatch(/\$\d+\.\d\d\/yr/);
      }
    } finally {
      await fake.close();
    }
  });

  test('one failing among good ones: /tlds/fit-domain shows the message in its price line', async () => {
    const fake = await startFakeProductApi({ domainPrices: { me: 3.46, fit: 8.5 } });
    fake.failingTlds.add('fit');
    try {
      const { app } = await createTestApp({ env: { PRODUCT_API_URL: fake.url } });
      const fit = body((await request(app).get('/tlds/fit-domain')).text);
      expect(fit).toMatch(/<p class="price">[^<]*<span class="live-price"[^>]*>Error occurred while fetching/);
      expect(fit).not.toContain('$9.99/yr');
      expect(fit).not.toContain('$8.50/yr');
    } finally {
      await fake.close();
    }
  });
});

describe('with no upstream', () => {
  test('/domains and the TLD pages show the embedded prices', async () => {
    const { app } = await createTestApp();
    const html = body((await request(app).get('/domains')).text);
    expect(card(html, 'me')).toContain('$9.99/yr');
    expect(card(html, 'site')).toContain('$2.99/yr');
    expect(tableRow(html, 'net')).toContain('$11.99/yr');
    expect(tableRow(html, 'com')).toContain('$0.99/yr');
    expect(html).not.toContain(TLD_FETCH_ERROR);
    expect(hero(body((await request(app).get('/tlds/me-domain')).text))).toContain('$9.99/yr');
    expect(hero(body((await request(app).get('/tlds/site-domain')).text))).toContain('$2.99/yr');
  });
});
