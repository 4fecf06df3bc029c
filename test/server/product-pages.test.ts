import request from 'supertest';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { productCatalogues, type ProductKey } from '../../content/catalogue.ts';
import { plans } from '../../content/plans.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { startFakeProductApi, type FakeProductApi } from '../fakes/product-api.ts';
import { decodeEntities } from '../helpers/html.ts';

const CHECKOUT = 'https://checkout.siteharbor.example';
/** Buy buttons in the server HTML lead through the site's checkout redirect (decision 273). */
const GO = '/go/checkout';
const decode = decodeEntities;
/** The page body without the serialized data block, so a price found is one the HTML shows. */
const body = (html: string) => decode(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''));

const pagesByProduct: Array<[string, ProductKey]> = [
  ['/hosting', 'hosting'],
  ['/wordpress', 'wordpress'],
  ['/woocommerce', 'woocommerce'],
  ['/stores', 'stores'],
  ['/mail', 'mail'],
  ['/websites', 'websites'],
];

type PlanId = keyof typeof plans;
const card = (id: string) => plans[id as PlanId];
const monthly = (ratePlanId: string) =>
  `$${embeddedPrices[ratePlanId].termDisplayPrice.unitPricePerMonth.toFixed(2)}/mo`;

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { CHECKOUT_URL: CHECKOUT } }));
});

describe('every product page has its plans, prices and checkout links in the server HTML', () => {
  test.each(pagesByProduct)('%s', async (path, product) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const html = body(res.text);
    for (const id of productCatalogues[product].filterPlanIds) {
      const c = card(id);
      expect(html, `${id} price`).toContain(monthly(c.ratePlanId));
      expect(html, `${id} checkout`).toContain(`href="${GO}?pd=${c.ratePlanId}"`);
      expect(html, `${id} title`).toContain(`>${c.title}</h3>`);
    }
    expect(html).toContain('Prices renew at the then-current rate.');
  });

  test('the hosting promotion shows $0.99/mo, was $17.99/mo, SAVE 94%, with the asterisk', async () => {
    const html = body((await request(app).get('/hosting')).text);
    expect(html).toContain('$17.99/mo</s>');
    expect(html).toContain('SAVE 94%');
    // The asterisk and the saving explain themselves in a tooltip (spec 2.4).
    expect(html).toMatch(
      /\$0\.99\/mo<span class="tooltip price-card__asterisk"><button [^>]*aria-label="About this price, [A-Za-z ]+ plan"[^>]*>\*<\/button><span role="tooltip"/,
    );
    expect(html).toMatch(/<button [^>]*>SAVE 94%<\/button><span role="tooltip"[^>]*>Your saving on the first term/);
    expect(html).toContain('* Price for the first term. Prices renew at the then-current rate.');
    // spec 2.5: the banner links to checkout for whprofessional_t12m.
    expect(html).toContain('Professional hosting for $0.99/mo for the first 12 months, was $17.99/mo.');
    expect(html).toMatch(new RegExp(`<section class="pp-banner"[^]*?href="${GO}\\?pd=whprofessional_t12m"`));
    expect(html).toContain('99.99% uptime');
  });

  test.each(['/hosting', '/wordpress', '/websites', '/mail'])(
    '%s: each card names its own "About this price" and "About renewal", once a card',
    async (path) => {
      const html = body((await request(app).get(path)).text);
      const cards = html.match(/<article[^>]*class="[^"]*price-card[\s\S]*?<\/article>/g) ?? [];
      expect(cards.length).toBeGreaterThanOrEqual(2);
      const names: string[] = [];
      for (const c of cards) {
        const about = [...c.matchAll(/aria-label="(About (?:this price|renewal)[^"]*)"/g)].map((m) => m[1]);
        expect(about.filter((n) => n.startsWith('About renewal'))).toHaveLength(1);
        names.push(...about);
      }
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    },
  );

  test('WordPress and WooCommerce banners and the asterisk; no asterisk on /mail', async () => {
    const wp = body((await request(app).get('/wordpress')).text);
    expect(wp).toContain('WordPress Starter as low as $3.99/mo for the first 12 months, then $8.99/mo.');
    expect(wp).toMatch(new RegExp(`<section class="pp-banner"[^]*?href="${GO}\\?pd=wpstandard_t12m"`));
    expect(wp).toContain('$11.25/mo</s>');
    expect(wp).toContain('SAVE 91%');
    const woo = body((await request(app).get('/woocommerce')).text);
    expect(woo).toMatch(new RegExp(`<section class="pp-banner"[^]*?href="${GO}\\?pd=wooprofessional_t12m"`));
    expect(woo).toContain('price-card__asterisk');
    const mail = body((await request(app).get('/mail')).text);
    expect(mail).not.toContain('price-card__asterisk');
    expect(mail).toContain('Plans from $1.19/mo');
  });

  test('stores show the three transaction fees and the developer list link', async () => {
    const html = body((await request(app).get('/stores')).text);
    for (const fee of ['1.5% transaction fee', '1% transaction fee', '0.75% transaction fee'])
      expect(html).toContain(fee);
    expect(html).toMatch(/href="\/developer#integrations"[^>]*>Show Me The List<\/a>/);
    expect(html).toContain('trademarks of their respective owners');
  });

  test('"Show Me The List" lands on the list it promises: payment providers and integrations on /developer', async () => {
    const html = body((await request(app).get('/developer')).text);
    const section = (id: string) => html.match(new RegExp(`<section[^>]*id="${id}"[\\s\\S]*?</section>`))?.[0] ?? '';
    // Where the link lands: the payment providers, then the store's other integrations in the section after them.
    const payments = section('integrations');
    for (const name of ['Stripe', 'PayPal', 'Square']) expect(payments).toContain(name);
    expect(payments).toContain('trademarks of their respective owners');
    for (const name of ['Shipping rates', 'Sales tax']) expect(section('connect')).toContain(name);
    expect(html.indexOf('id="connect"')).toBeGreaterThan(html.indexOf('id="integrations"'));
  });

  test('websites: from $6.66/mo, the desktop-only notice link and the themes link', async () => {
    const html = body((await request(app).get('/websites')).text);
    expect(html).toContain('Plans from $6.66/mo');
    expect(html).toContain('href="/websites?msgCode=2"');
    expect(html).toContain('href="/websites/themes"');
    expect(html).toContain(`href="${GO}?pd=siteexp1a_t12m"`);
    expect(html).toContain(`href="${GO}?pd=siteexp2a_t12m"`);
    // All 10 themes of the carousel are in the HTML, with view links /websites/themes/{themeId}/{variantId}.
    expect(html.match(/href="\/websites\/themes\/[a-z-]+\/[a-z]+"/g)?.length).toBe(10);
  });

  test('websites upgrade flow: no hero, themes, blurbs or FAQ; plan buttons carry the order parameters', async () => {
    const html = body((await request(app).get('/websites?siteid=S1&externalid=E9')).text);
    expect(html).toContain(`href="${GO}?pd=siteexp1a_t12m&order_website=S1&order_external_id=E9"`);
    expect(html).toContain(`href="${GO}?pd=siteexp2a_t12m&order_website=S1&order_external_id=E9"`);
    for (const hidden of [
      'sk-hero',
      'id="themes"',
      'Frequently Asked Questions',
      'Everything to build your site yourself',
      'Pick the plan that fits your site',
    ]) {
      expect(html, hidden).not.toContain(hidden);
    }
    const one = body((await request(app).get('/websites?externalid=E9')).text);
    expect(one).toContain(`href="${GO}?pd=siteexp1a_t12m&order_external_id=E9&order_directbuy=true"`);
  });

  test('a promotion code is not in the cached HTML: the links carry it once the browser applies it', async () => {
    const html = body((await request(app).get('/hosting?p=SPRING24')).text);
    for (const id of productCatalogues.hosting.filterPlanIds) {
      expect(html).toContain(`href="${GO}?pd=${card(id).ratePlanId}"`);
    }
    expect(html).not.toContain('SPRING24');
  });

  test('themes pages: categories and a theme view link', async () => {
    const list = body((await request(app).get('/websites/themes')).text);
    expect(list).toContain('Restaurants and Food');
    const category = body((await request(app).get('/websites/themes/food/harbor-cafe')).text);
    expect(category).toContain('Restaurants and Food');
  });

  test('partner offers are priced from the catalogue', async () => {
    const html = body((await request(app).get('/partneroffers')).text);
    expect(html).toContain('Professional hosting for $0.99/mo');
    expect(html).toContain(`href="${GO}?pd=whprofessional_t12m"`);
    expect(html).toContain('Email at your domain from $1.19/mo');
  });

  test('affiliate links to the network publisher sign-up', async () => {
    const html = body((await request(app).get('/affiliate')).text);
    expect(html).toContain('href="https://affiliates.example/publisher-signup?program=siteharbor"');
  });
});

describe('UI flags decide which plans are shown, on the server too', () => {
  let fake: FakeProductApi;
  afterEach(() => fake?.close());

  test('a plan whose showAddOn is false is not in the HTML', async () => {
    fake = await startFakeProductApi({
      flags: { whadvanced: { showAddOn: false }, whessentials: { showAddOn: true } },
    });
    const { app: flagged } = await createTestApp({
      env: { CHECKOUT_URL: CHECKOUT, UIFLAGS_URL: fake.uiflagsUrl, UPSTREAM_TIMEOUT_MS: '500' },
    });
    const html = body((await request(flagged).get('/hosting')).text);
    expect(html).not.toContain('whadvanced_t12m');
    expect(html).not.toContain(monthly('whadvanced_t12m'));
    expect(html).toContain(`href="${GO}?pd=whessentials_t12m"`);
    expect(html).toContain(`href="${GO}?pd=whprofessional_t12m"`);
    expect(html).toContain('price-cards--count-2');
  });

  test.each(['fail', 'hang', 'garbage'] as const)(
    'a flags upstream that answers "%s" degrades to every plan shown',
    async (mode) => {
      fake = await startFakeProductApi({ flags: { whadvanced: { showAddOn: false } } });
      fake.modes.uiflags = mode;
      const { app: degraded } = await createTestApp({
        env: { CHECKOUT_URL: CHECKOUT, UIFLAGS_URL: fake.uiflagsUrl, UPSTREAM_TIMEOUT_MS: '300' },
      });
      const html = body((await request(degraded).get('/hosting')).text);
      for (const id of productCatalogues.hosting.filterPlanIds) {
        expect(html).toContain(`href="${GO}?pd=${card(id).ratePlanId}"`);
      }
    },
  );

  test('prices from the product API reach the HTML', async () => {
    const changed = structuredClone(embeddedPrices.bmonea_t12m);
    changed.termDisplayPrice.unitPricePerMonth = 1.49;
    fake = await startFakeProductApi({ prices: { bmonea_t12m: changed } });
    const { app: priced } = await createTestApp({
      env: { CHECKOUT_URL: CHECKOUT, PRODUCT_API_URL: fake.url, UPSTREAM_TIMEOUT_MS: '500' },
    });
    const html = body((await request(priced).get('/mail')).text);
    expect(html).toContain('$1.49/mo');
  });
});
