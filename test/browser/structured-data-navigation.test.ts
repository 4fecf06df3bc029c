// After a client navigation the structured data in the page is the new page's, exactly what the server sends for
// that address (decisions 202, 206): a product page's Product data leaves with it, and a product page reached from
// another one carries its own plans.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { brand } from '../../content/brand.ts';
import { DESKTOP, useSite } from './harness.ts';

const site = useSite();

/** Every JSON-LD block, parsed, in a stable order (one JSON text per block). */
const canonical = (blocks: unknown[]) => blocks.map((b) => JSON.stringify(b)).sort();

/** The JSON-LD the server sends for a path (a full load, as a crawler reads it). */
async function serverLd(path: string): Promise<string[]> {
  const html = await (await fetch(site.server.base + path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as unknown,
  );
  return canonical(blocks);
}

/** The JSON-LD in the page now. */
async function pageLd(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
  );
  return canonical(texts.map((t) => JSON.parse(t) as unknown));
}

const hasProduct = (blocks: string[]) => blocks.some((b) => b.includes('"@type":"Product"'));

/** Clicks a link and waits until the page on screen is the new address's and its structured data is the server's. */
async function navigate(page: Page, click: () => Promise<void>, path: string) {
  await click();
  await page.waitForURL((url) => url.pathname === path);
  const expected = await serverLd(path);
  await expect.poll(() => pageLd(page), { timeout: 5000 }).toEqual(expected);
  return expected;
}

test('Product data follows client navigation: gone on pages without plans, the new plans on another product page', async () => {
  await site.withPage('/hosting', DESKTOP, async (page) => {
    await page.locator('[data-route-announcer]').waitFor({ state: 'attached' });
    expect(hasProduct(await pageLd(page))).toBe(true);
    expect(await pageLd(page)).toEqual(await serverLd('/hosting'));
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Product page to product page: the block becomes the mail plans'.
    const mail = await navigate(page, () => nav.getByRole('link', { name: 'Email' }).click(), '/mail');
    expect(hasProduct(mail)).toBe(true);
    expect(mail).not.toEqual(await serverLd('/hosting'));

    // Product page to a page selling no plans: no Product data stays behind.
    const domains = await navigate(page, () => nav.getByRole('link', { name: 'Domains' }).click(), '/domains');
    expect(hasProduct(domains)).toBe(false);

    // And back to a product page, then home (the organization data only).
    await navigate(page, () => nav.getByRole('link', { name: 'Email' }).click(), '/mail');
    const home = await navigate(
      page,
      () =>
        page
          .getByRole('link', { name: `${brand.name} home` })
          .first()
          .click(),
      '/',
    );
    expect(hasProduct(home)).toBe(false);
    expect(home.some((b) => b.includes('"@type":"Organization"'))).toBe(true);
  });
});

test('back and forward restore the structured data of each page', async () => {
  await site.withPage('/mail', DESKTOP, async (page) => {
    await page.locator('[data-route-announcer]').waitFor({ state: 'attached' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await navigate(page, () => nav.getByRole('link', { name: 'Domains' }).click(), '/domains');
    await navigate(page, () => page.goBack().then(() => undefined), '/mail');
    await navigate(page, () => page.goForward().then(() => undefined), '/domains');
  });
});
