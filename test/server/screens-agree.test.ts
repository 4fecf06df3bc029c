// Screens that agree with themselves (decision 312): where two lines or two figures of one thing share a screen,
// neither denies the other. Server HTML as first delivered, read as a visitor reads it: by role and name.
import { within } from '@testing-library/dom';
import { createRequire } from 'node:module';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// jsdom ships without type declarations; only its constructor and window are used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
// Loading every page module takes seconds on a loaded machine.
beforeAll(async () => {
  ({ app } = await createTestApp());
}, 60_000);

/** The page's body as a DOM, its scripts removed (what the server sends, without JavaScript). */
async function page(path: string): Promise<HTMLElement> {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  const { document } = new JSDOM(res.text).window;
  for (const s of document.querySelectorAll('script')) s.remove();
  return document.body;
}

/** Text as read: whitespace collapsed. */
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Dollar figures in a text, "$0.99" style. */
const figures = (s: string) => s.match(/\$[\d,]+\.\d\d/g) ?? [];

describe('the support card says which team answers when, and no line denies another', () => {
  test.each(['/', '/webdesign', '/enterprisesolutions', '/buildmysite'])('%s', async (path) => {
    const body = await page(path);
    const card = within(body).getByRole('region', { name: /^Talk to a real person, 24\/7/ });
    const said = text(card);
    // The 24/7 team and the office-hours team, each named with its hours.
    expect(said).toMatch(/Support:? 24\/7\/365/);
    expect(said).toMatch(/Specialists:? Monday to Friday, 6am to 5pm Pacific/);
    // Nothing in the card says nobody is there.
    expect(said).not.toMatch(/\baway\b|\bclosed\b|offline|unavailable|not available|available now/i);
  });
});

describe('a one-time build lists nothing that only a renewing plan gives', () => {
  test('/buildmysite: each one-time card and the comparison say there are no monthly updates', async () => {
    const body = await page('/buildmysite');
    const plans = within(body).getByRole('region', { name: 'Choose your expert build' });
    const cards = within(plans).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      const said = text(card);
      expect(said).toMatch(/One-time payment/);
      expect(said, said.slice(0, 60)).not.toMatch(/monthly updates|annual website redesign|renews/i);
    }
    // The comparison says the same: no monthly updates on either plan.
    const table = within(body).getByRole('table', { name: /Build My Site plans/ });
    const row = within(table).getByRole('row', { name: /^Monthly updates/ });
    expect(within(row).queryByText(/minutes/)).toBeNull();
  });
});

describe('the WordPress figures say which applies when', () => {
  test('/buildmyself quotes the lowest first-term price /wordpress sells, then what follows it', async () => {
    const wp = await page('/wordpress');
    const cardPrices = within(within(wp).getByRole('region', { name: /^WordPress hosting plans$/i }))
      .getAllByRole('article')
      .map((card) => {
        const figure = card.querySelector('.price-card__price')!.cloneNode(true) as Element;
        for (const s of figure.querySelectorAll('s')) s.remove();
        return Number(figures(text(figure))[0]?.slice(1));
      });
    const lowest = Math.min(...cardPrices);
    const bms = await page('/buildmyself');
    const option = within(bms).getByRole('article', { name: 'WordPress Hosting' });
    const said = text(option);
    expect(said).toContain(`from $${lowest.toFixed(2)}/mo`);
    expect(said).toMatch(/for the first 12 months, then \$[\d.]+\/mo/);
  });

  test('/wordpress: the limited-time banner names each plan, its first-term price, what follows and its dates', async () => {
    const body = await page('/wordpress');
    const banner = text(within(body).getByRole('region', { name: 'WordPress hosting offer' }));
    expect(banner).toMatch(/\d{1,2} \w+ 20\d\d to \d{1,2} \w+ 20\d\d/);
    expect(banner).toMatch(/WordPress Standard for \$0\.99\/mo for the first 12 months, then \$11\.25\/mo/);
    expect(banner).toMatch(/WordPress Starter as low as \$3\.99\/mo for the first 12 months, then \$8\.99\/mo/);
    // No "as low as" for WordPress hosting as a whole above the $0.99 card.
    expect(banner).not.toMatch(/WordPress hosting as low as/i);
  });
});

describe('/domains: one offer price and one renewal price a row', () => {
  test('the table shows the offer marked as a sale and the regular price as the renewal, with no callout', async () => {
    const body = await page('/domains');
    const table = within(body).getByRole('table', { name: 'Domain prices per year' });
    within(table).getByRole('columnheader', { name: 'Renews at' });
    const cells = (tld: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^\\.${tld} `) }))
        .getAllByRole('cell')
        .map(text)
        .slice(0, 2);
    expect(cells('com')).toEqual(['$0.99/yr Sale', '$21.99/yr']);
    expect(cells('online')).toEqual(['$0.49/yr Sale', '$31.99/yr']);
    expect(cells('net')).toEqual(['$11.99/yr Sale', '$23.99/yr']);
    // Not a third price anywhere on the page, and no note explaining one.
    const said = text(body);
    expect(said).not.toContain('$10.99');
    expect(said).not.toContain('$5.00');
    expect(said).not.toMatch(/the table shows/i);
  });
});

describe('one price per checkout link', () => {
  test('/websites, /mail, /local and the Business Maker add-ons never show one link at two prices', async () => {
    const seen = new Map<string, Set<string>>();
    for (const path of ['/websites', '/mail', '/local', '/businessmaker/upgrade']) {
      const body = await page(path);
      for (const a of body.querySelectorAll<HTMLAnchorElement>('a[href*="checkout"]')) {
        const holder = a.closest('article, li');
        if (!holder) continue;
        const copy = holder.cloneNode(true) as Element;
        // A struck-through former price is not the price the link sells at.
        for (const s of copy.querySelectorAll('s')) s.remove();
        const price = figures(text(copy))[0];
        if (!price) continue;
        const href = a.getAttribute('href')!;
        seen.set(href, (seen.get(href) ?? new Set()).add(price));
      }
    }
    expect([...seen.keys()].some((h) => h.includes('siteexp1a_t12m'))).toBe(true);
    for (const [href, prices] of seen) expect([...prices], href).toHaveLength(1);
  });
});
