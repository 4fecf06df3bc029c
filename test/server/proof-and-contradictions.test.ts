// Screens that never contradict themselves, proof that is true, and control names that say what they open
// (decisions 241-243). Server HTML, as first delivered.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { guaranteeBadge } from '../../content/proof.ts';
import { promoCode, REBRAND_PROMO_CODE } from '../../shared/promo.ts';
import { domainCheckoutHref } from '../../shared/checkout.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';

/** The page without the serialized data block, comments React adds between texts removed. */
const shown = (html: string) =>
  decodeEntities(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, ''));
/** Visible text: tags dropped, whitespace collapsed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
// Loading every page module takes seconds on a loaded machine.
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { CHECKOUT_URL: 'https://checkout.example.test' } }));
}, 60_000);
const page = async (path: string) => shown((await request(app).get(path)).text);

describe('phone links say the number, then both hours truthfully', () => {
  test.each(['/', '/hosting', '/webdesign', '/businessmaker'])('%s', async (path) => {
    const html = await page(path);
    const links = [...html.matchAll(/<a([^>]*href="tel:[^"]*"[^>]*)>([\s\S]*?)<\/a>/g)];
    expect(links.length).toBeGreaterThan(0);
    for (const [, attributes, text] of links) {
      const number = textOf(text).trim();
      const label = /aria-label="([^"]*)"/.exec(attributes)?.[1];
      // The name starts with what is seen (WCAG 2.5.3) and says 24/7 and the weekday hours side by side.
      expect(label).toBe(`${number}, call 24/7 for support; specialists Monday to Friday, 6am to 5pm Pacific`);
    }
  });
});

describe('Local Premium has everything Standard has', () => {
  test('/local/compare-plans: review monitoring is included in both plans', async () => {
    const html = await page('/local/compare-plans');
    const row = html.match(/<tr><th scope="row">Review monitoring<\/th>([\s\S]*?)<\/tr>/);
    expect(row).not.toBeNull();
    expect(textOf(row![1]).trim()).toBe('Included Included');
  });
});

describe('comparison tables', () => {
  test.each(['/hosting', '/mail', '/webdesign', '/local/compare-plans'])(
    '%s: row-group headers use scope="rowgroup" and rows list features only',
    async (path) => {
      const html = await page(path);
      expect(html).toContain('scope="rowgroup"');
      expect(html).not.toContain('scope="colgroup"');
      const tables = html.match(/<table class="plan-compare__table[\s\S]*?<\/table>/g) ?? [];
      expect(tables.length).toBe(1);
      expect(tables[0]).not.toContain('US customers only');
      expect(tables[0]).not.toContain('Need 20 or more mailboxes');
    },
  );

  test('the notes that are not features stay on their pages, outside the tables', async () => {
    expect(await page('/webdesign')).toMatch(/class="us-notice"[^>]*>[^<]*US/);
    expect(await page('/mail')).toContain('Need 20 or more mailboxes? Call us');
  });
});

describe('two prices of one thing on one screen say why', () => {
  test('/buildmysite and /webdesign: the one-time build and the monthly plan explain each other and link across', async () => {
    const bms = await page('/buildmysite');
    expect(bms).toContain('Website Design Standard costs more ($29.99/mo for 6 months plus a $99 build fee)');
    expect(bms).toMatch(/<a href="\/webdesign#plans"[^>]*>See Website Design plans<\/a>/);
    const wd = await page('/webdesign');
    expect(wd).toContain('Build My Site Standard, a single payment of $299');
    expect(wd).toMatch(/<a href="\/buildmysite#plans"[^>]*>See Build My Site plans<\/a>/);
  });

  test('one renewal wording on every page that states one', async () => {
    for (const path of ['/', '/domains', '/hosting', '/wordpress', '/local/compare-plans']) {
      const text = textOf(await page(path));
      expect(text, path).not.toMatch(/Renewals are at|Renews at the regular|shown as the regular price/);
      expect(text, path).toContain('Prices renew at the then-current rate.');
    }
  });
});

describe('the rebranding offer', () => {
  test('its "See the offers" lands on a page that states the 23%, the code and the terms', async () => {
    const home = await page('/');
    const cta = home.match(/<a class="button button--primary banner__cta" href="([^"]+)">See the offers<\/a>/);
    expect(cta).not.toBeNull();
    const target = await page(cta![1].split('?')[0]);
    const offer = target.slice(target.indexOf('id="new-look-offer"'));
    expect(target.indexOf('id="new-look-offer"')).toBeGreaterThan(0);
    expect(offer).toContain('23% off');
    expect(offer).toContain(REBRAND_PROMO_CODE);
    expect(offer).toContain('Not valid on domains');
  });

  test('its code is never added to a domain checkout link', () => {
    expect(domainCheckoutHref('https://c.example', 'yd2a_t24m', { promo: REBRAND_PROMO_CODE })).not.toContain('p=');
    expect(domainCheckoutHref('https://c.example', 'yd2a_t24m', { promo: promoCode('SPRING') })).toContain('p=SPRING');
  });
});

describe('control names are unique where the controls open different things', () => {
  test('/: the two "Offer details" buttons name their offers', async () => {
    const html = await page('/');
    // Each is the summary of a native disclosure (decision 274), named by its text.
    const names = [...html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)]
      // The accessible name: the summary's text, the visually hidden part included.
      .map((m) => m[1].replace(/<[^>]+>/g, '').trim())
      .filter((n) => n.startsWith('Offer details'));
    expect(names).toEqual(expect.arrayContaining(['Offer details: .COM domains', 'Offer details: rebranding']));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('true proof beside the products', () => {
  test('the 30-day guarantee badge sits with the Web Hosting and WordPress price cards only', async () => {
    const hosting = await page('/hosting');
    const pricing = hosting.slice(hosting.indexOf('id="pricing"'), hosting.indexOf('id="includes"'));
    expect(pricing).toContain(guaranteeBadge.hosting);
    expect(await page('/wordpress')).toContain(guaranteeBadge.wordpress);
    for (const path of ['/woocommerce', '/mail', '/stores', '/websites'])
      expect(await page(path), path).not.toContain('guarantee-badge');
  });

  test('platform and payment marks say "works with", monochrome, with their names', async () => {
    const stores = await page('/stores');
    const block = stores.slice(stores.indexOf('class="works-with"'));
    for (const name of ['Stripe', 'PayPal', 'Square', 'Apple Pay', 'Google Pay']) expect(block).toContain(name);
    expect(block.indexOf('Take payments with')).toBeGreaterThan(-1);
    expect(block.indexOf('trademarks of their respective owners')).toBeGreaterThan(0);
    // The marks stand with the features that name the providers, before the questions, not after them.
    expect(stores.indexOf('class="works-with"')).toBeLessThan(stores.indexOf('class="faq" id="faq"'));
    expect(stores.indexOf('class="faq" id="faq"')).toBeGreaterThan(0);
    const woo = await page('/woocommerce');
    const marks = woo.slice(woo.indexOf('class="works-with"'), woo.indexOf('</ul>', woo.indexOf('class="works-with"')));
    expect(marks).toContain('WordPress');
    expect(marks).toContain('WooCommerce');
    // Monochrome: paths take the text colour, never a brand fill.
    expect(marks).not.toMatch(/fill="#/);
  });

  test('the home trust band states the spec facts, 99.99% uptime included', async () => {
    const text = textOf(await page('/'));
    for (const fact of ['25 years', '$80 billion+', '5 million', '70+', '24/7', '99.99%'])
      expect(text, fact).toContain(fact);
  });
});
