import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { websitesPage } from '../../content/pages/websites.ts';
import { UPGRADE_ID_MAX } from '../../shared/route-query.ts';
import { decodeEntities } from '../helpers/html.ts';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 222: upgrade ids hold letters, digits, `.`, `_`, `-` and `@`, at most UPGRADE_ID_MAX characters;
// anything else is a broken link, and the page says so instead of offering an ordinary purchase.

const CHECKOUT = 'https://checkout.siteharbor.example';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
}, 60_000);

const body = (html: string) =>
  decodeEntities(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, ''));
const get = async (q: string) => body((await request(app).get(`/websites?${q}`).expect(200)).text);
/** Buy buttons in the server HTML lead through the site's checkout redirect (decision 273). */
const GO = '/go/checkout';
/** Every link to the checkout site in a page, straight or through the redirect. */
const checkoutLinks = (html: string) => html.match(new RegExp(`href="(${CHECKOUT}|${GO})[^"]*"`, 'g')) ?? [];

describe('/websites upgrade ids', () => {
  test.each([
    ['site.42', 'acct_7-x@example.com'],
    ['S1', 'E9'],
    ['a'.repeat(UPGRADE_ID_MAX), 'b'],
  ])('siteid %s and externalid %s: the plans carry them to checkout', async (siteid, externalid) => {
    const html = await get(new URLSearchParams({ siteid, externalid }).toString());
    const expected = new URLSearchParams({
      pd: 'siteexp1a_t12m',
      order_website: siteid,
      order_external_id: externalid,
    });
    expect(html).toContain(`href="${GO}?${expected}"`);
    expect(html).not.toContain(websitesPage.upgradeInvalidTitle);
  });

  test.each([
    ['a space', 'siteid=site%2042'],
    ['a slash', 'siteid=site/42'],
    ['a plus', 'externalid=a%2Bb'],
    ['an id too long', `siteid=${'a'.repeat(UPGRADE_ID_MAX + 1)}`],
    ['one good and one bad id', 'siteid=S1&externalid=bad%3Cid'],
    ['a bad id beside an empty one', 'siteid=&externalid=a%20b'],
  ])('%s: a notice that the link is not valid and how to reach support, no buy link', async (_n, q) => {
    const html = await get(q);
    expect(html).toContain(websitesPage.upgradeInvalidTitle);
    expect(html).toMatch(/href="tel:[^"]+"/);
    expect(checkoutLinks(html)).toEqual([]);
    // Nothing of the damaged id reaches the page.
    expect(html).not.toContain('site 42');
    expect(html).not.toContain('bad<id');
  });

  test('the notice is one cached variant however the id is damaged', async () => {
    const a = await request(app).get('/websites?siteid=x%20y');
    const b = await request(app).get('/websites?siteid=z%20w');
    const url = (t: string) => JSON.parse(t.match(/id="__APP_DATA__">(.*?)<\/script>/s)![1]).url;
    expect(url(a.text)).toBe('/websites?upgrade=invalid');
    expect(url(b.text)).toBe('/websites?upgrade=invalid');
  });
});
