import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { REBRAND_PROMO_CODE } from '../../shared/promo.ts';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 273: buy buttons in the server's HTML lead through /go/checkout, which adds the visitor's promotion
// cookie as p and answers 302 to the configured checkout site, and nowhere else.

const CHECKOUT = 'https://checkout.example.test';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { CHECKOUT_URL: CHECKOUT } }));
}, 60_000);

const params = (location: string) => Object.fromEntries(new URL(location).searchParams);

describe('GET /go/checkout', () => {
  test("adds the promotion cookie's code as p: 302 to checkout, stored by no cache", async () => {
    const res = await request(app).get('/go/checkout?pd=whadvanced_t12m').set('Cookie', 'x=1; promo=LW10');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${CHECKOUT}?pd=whadvanced_t12m&p=LW10`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('without a cookie, or with an invalid one, the plan goes to checkout without p', async () => {
    for (const cookie of [undefined, 'promo=%3Cscript%3E', 'promo=a b']) {
      const req = request(app).get('/go/checkout?pd=whadvanced_t12m');
      const res = await (cookie ? req.set('Cookie', cookie) : req);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`${CHECKOUT}?pd=whadvanced_t12m`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test("a code in the link wins over the cookie's", async () => {
    const res = await request(app).get('/go/checkout?pd=whadvanced_t12m&p=SPRING24').set('Cookie', 'promo=LW10');
    expect(params(res.headers.location)).toEqual({ pd: 'whadvanced_t12m', p: 'SPRING24' });
  });

  test('the upgrade flow keeps its parameters', async () => {
    const res = await request(app)
      .get('/go/checkout?pd=siteexp1a_t12m&order_website=S1&order_external_id=E9')
      .set('Cookie', 'promo=LW10');
    expect(res.headers.location).toBe(`${CHECKOUT}?pd=siteexp1a_t12m&p=LW10&order_website=S1&order_external_id=E9`);
    const direct = await request(app).get('/go/checkout?pd=siteexp1a_t12m&order_website=S1&order_directbuy=true');
    expect(params(direct.headers.location)).toEqual({
      pd: 'siteexp1a_t12m',
      order_website: 'S1',
      order_directbuy: 'true',
    });
  });

  test('domains: /go/checkout/domain, and a code whose terms exclude domains is not added', async () => {
    const res = await request(app).get('/go/checkout/domain?pd=yd2a_t24m').set('Cookie', 'promo=LW10');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${CHECKOUT}/domain?pd=yd2a_t24m&p=LW10`);
    const rebrand = await request(app)
      .get('/go/checkout/domain?pd=yd2a_t24m')
      .set('Cookie', `promo=${REBRAND_PROMO_CODE}`);
    expect(rebrand.headers.location).toBe(`${CHECKOUT}/domain?pd=yd2a_t24m`);
  });

  test.each([
    ['a destination parameter', '/go/checkout?pd=whadvanced_t12m&url=https://evil.example'],
    ['a next parameter', '/go/checkout?pd=whadvanced_t12m&next=//evil.example'],
    ['no rate plan', '/go/checkout'],
    ['a rate plan that is a URL', '/go/checkout?pd=https://evil.example'],
    ['a rate plan with a path', '/go/checkout?pd=whadvanced_t12m/../../x'],
    ['a repeated rate plan', '/go/checkout?pd=whadvanced_t12m&pd=wpstarter_t12m'],
    ['an invalid code', '/go/checkout?pd=whadvanced_t12m&p=%3Cx%3E'],
    ['an invalid upgrade id', '/go/checkout?pd=siteexp1a_t12m&order_website=%2F%2Fevil.example%2F'],
  ])('refuses %s: 400, no Location, stored by no cache', async (_what, url) => {
    const res = await request(app).get(url).set('Cookie', 'promo=LW10');
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test.each(['/go/checkout//evil.example', '/go/checkout/evil.example', '/go/https://evil.example', '/go/elsewhere'])(
    'no other path redirects: %s',
    async (path) => {
      const res = await request(app).get(`${path}?pd=whadvanced_t12m`);
      expect(res.status).not.toBe(302);
      expect(res.headers.location ?? '').not.toContain('evil');
    },
  );

  test('every Location is on the configured checkout origin', async () => {
    for (const url of ['/go/checkout?pd=whadvanced_t12m', '/go/checkout/domain?pd=domcom_t12m']) {
      const res = await request(app).get(url).set('Cookie', 'promo=LW10');
      expect(new URL(res.headers.location).origin).toBe(CHECKOUT);
    }
  });
});

describe('buy buttons in the server HTML', () => {
  test('/hosting: each plan leads through /go/checkout, never to checkout without the code', async () => {
    const html = (await request(app).get('/hosting?p=LW10')).text;
    for (const pd of ['whessentials_t12m', 'whadvanced_t12m', 'whprofessional_t12m'])
      expect(html).toContain(`href="/go/checkout?pd=${pd}"`);
    expect(html).not.toMatch(new RegExp(`href="${CHECKOUT}\\?pd=`));
  });

  test('/: the hot deals and the .AI card lead through /go/checkout', async () => {
    const html = (await request(app).get('/')).text;
    expect(html).toContain('href="/go/checkout?pd=whprofessional_t12m"');
    expect(html).toContain('href="/go/checkout/domain?pd=yd2a_t24m"');
  });

  test('a visitor who arrived with ?p and follows a buy button reaches checkout with the code', async () => {
    const agent = request.agent(app);
    const page = await agent.get('/hosting?p=LW10');
    expect(page.headers['set-cookie']?.[0]).toMatch(/^promo=LW10;/);
    const go = await agent.get('/go/checkout?pd=whadvanced_t12m');
    expect(go.headers.location).toBe(`${CHECKOUT}?pd=whadvanced_t12m&p=LW10`);
  });
});
