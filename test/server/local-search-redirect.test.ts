import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 287: local plan buttons in the server HTML lead through /go/local-search, which adds the visitor's
// promotion cookie as p and answers 302 to the business search with p, pd and direct=1, and nowhere else.

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
}, 60_000);

const SEARCH = '/local/search-listings';

describe('GET /go/local-search', () => {
  test("adds the promotion cookie's code as p: 302 to the business search, stored by no cache", async () => {
    const res = await request(app).get('/go/local-search?pd=localprem_t12m&direct=1').set('Cookie', 'promo=LW10');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${SEARCH}?p=LW10&pd=localprem_t12m&direct=1`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('without a cookie, or with an invalid one, the plan goes to the search without p', async () => {
    for (const cookie of [undefined, 'promo=%3Cscript%3E', 'promo=a b']) {
      const req = request(app).get('/go/local-search?pd=localworksstd_t12m&direct=1');
      const res = await (cookie ? req.set('Cookie', cookie) : req);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`${SEARCH}?pd=localworksstd_t12m&direct=1`);
    }
  });

  test("a code in the link wins over the cookie's", async () => {
    const res = await request(app)
      .get('/go/local-search?p=SPRING24&pd=localprem_t12m&direct=1')
      .set('Cookie', 'promo=LW10');
    expect(res.headers.location).toBe(`${SEARCH}?p=SPRING24&pd=localprem_t12m&direct=1`);
  });

  test.each([
    ['a destination parameter', '/go/local-search?pd=localprem_t12m&direct=1&url=https://evil.example'],
    ['no rate plan', '/go/local-search?direct=1'],
    ['no direct buy', '/go/local-search?pd=localprem_t12m'],
    ['a plan the funnel does not sell', '/go/local-search?pd=whadvanced_t12m&direct=1'],
    ['a rate plan that is a URL', '/go/local-search?pd=https://evil.example&direct=1'],
    ['a repeated rate plan', '/go/local-search?pd=localprem_t12m&pd=localworksstd_t12m&direct=1'],
    ['an invalid code', '/go/local-search?pd=localprem_t12m&direct=1&p=%3Cx%3E'],
  ])('refuses %s: 400, no Location, stored by no cache', async (_what, url) => {
    const res = await request(app).get(url).set('Cookie', 'promo=LW10');
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('local plan buttons in the server HTML', () => {
  test('/local: the price cards and the band lead through /go/local-search, never to the search without the code', async () => {
    const html = (await request(app).get('/local?p=LW10')).text;
    for (const pd of ['localworksstd_t12m', 'localprem_t12m'])
      expect(html).toContain(`href="/go/local-search?pd=${pd}&amp;direct=1"`);
    expect(html).not.toContain(`href="${SEARCH}?pd=`);
  });

  test('a visitor who arrived with ?p and follows a plan button reaches the search with the code', async () => {
    const agent = request.agent(app);
    const page = await agent.get('/local?p=LW10');
    expect(page.headers['set-cookie']?.[0]).toMatch(/^promo=LW10;/);
    const go = await agent.get('/go/local-search?pd=localprem_t12m&direct=1');
    expect(go.headers.location).toBe(`${SEARCH}?p=LW10&pd=localprem_t12m&direct=1`);
  });
});
