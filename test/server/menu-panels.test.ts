import request from 'supertest';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, test } from 'vitest';
import { menuDetails } from '../../content/chrome/menu-details.ts';
import { mainMenu } from '../../content/chrome/menu.ts';
import { createLogger } from '../../server/logger.ts';
import { createCatalogue, type Catalogue } from '../../server/upstreams/catalogue.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';

/** The embedded catalogue with WordPress Starter priced by "the upstream" at $2.49 and Standard at $7.77 a month. */
function repricedCatalogue(): Catalogue {
  const base = createCatalogue({
    config: { UPSTREAM_TIMEOUT_MS: 300 },
    logger: createLogger('silent', new Writable({ write: (_c, _e, cb) => cb() })),
  });
  const monthly = { wpstarter_t12m: 2.49, wpstandard_t12m: 7.77 } as Record<string, number>;
  return Object.assign(Object.create(base) as Catalogue, {
    async snapshot() {
      const snap = await base.snapshot();
      const prices = { ...snap.prices };
      for (const [id, value] of Object.entries(monthly)) {
        const p = prices[id]!;
        prices[id] = { ...p, termDisplayPrice: { ...p.termDisplayPrice, unitPricePerMonth: value } };
      }
      return { ...snap, prices };
    },
  });
}

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp({ catalogue: repricedCatalogue() }));
}, 60_000);

/** The desktop panel of a main-menu entry, as the server drew it, with its entities decoded and markers removed. */
async function panel(path: string, label: string): Promise<string> {
  const html = (await request(app).get(path)).text;
  const id = `submenu-main-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  const start = html.lastIndexOf('<ul', html.indexOf(`id="${id}"`));
  expect(start, `${id} on ${path}`).toBeGreaterThan(-1);
  return decodeEntities(html.slice(start, html.indexOf('</ul>', start)).replace(/<!--.*?-->/g, ''));
}

describe('desktop menu panels (spec 2.4): a line and a "from" price per product, in the server HTML', () => {
  test.each(mainMenu.filter((m) => m.items).map((m) => m.label))('%s: every entry has its line', async (label) => {
    const html = await panel('/', label);
    expect(html).toContain('submenu--panel');
    for (const item of mainMenu.find((m) => m.label === label)!.items!) {
      const detail = menuDetails[item.link!];
      expect(detail, item.link).toBeDefined();
      // Name, line and price inside the one link, so the whole card is one target and one accessible name.
      const link = html.slice(html.indexOf(`href="${item.link}"`));
      const end = link.indexOf('</a>');
      expect(link.slice(0, end)).toContain(`>${item.label}</span>`);
      expect(link.slice(0, end)).toContain(detail!.text);
      expect(link.slice(0, end).includes('submenu__price')).toBe(Boolean(detail!.price));
    }
  });

  test('the prices come from the catalogue the page renders with, lowest plan first', async () => {
    const html = await panel('/hosting', 'Hosting');
    // Starter at $2.49 is now the lowest of the two WordPress plans.
    expect(html).toMatch(/href="\/wordpress"[^]*?From \$2\.49\/mo/);
    expect(html).toContain('From $0.99/mo');
    // A quoted product says so instead of a price; a build fee is named beside its monthly price.
    expect(html).toMatch(/href="\/enterprisesolutions"[^]*?quoted for your business<\/span><\/a>/);
    expect(await panel('/', 'Professional Services')).toContain('From $29.99/mo + $99 one-time build fee');
  });

  test('the Support menu keeps its plain list with the phone', async () => {
    const html = (await request(app).get('/')).text;
    const support = html.slice(html.lastIndexOf('<ul', html.indexOf('id="submenu-support"')));
    expect(support).toMatch(/^<ul class="submenu" /);
    expect(support.slice(0, support.indexOf('</ul>'))).toContain('href="tel:');
  });
});
