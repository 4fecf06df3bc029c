// The header without JavaScript (and before the page's script has run): its submenus open and their links lead to
// the product pages; on a phone the Menu button opens the menu.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, useSite } from './harness.ts';

const site = useSite();

async function withoutScript(path: string, viewport: typeof DESKTOP, fn: (page: Page) => Promise<void>) {
  const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(site.server.base + path);
    await fn(page);
  } finally {
    await context.close();
  }
}

test('a header submenu opens and its link leads to the product page', async () => {
  await withoutScript('/', DESKTOP, async (page) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'WordPress Hosting' });
    expect(await link.isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Hosting' }).click();
    expect(await link.isVisible()).toBe(true);
    // Tabbing on from the button keeps it open.
    await page.keyboard.press('Tab');
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL('**/wordpress');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});

test('the keyboard opens a submenu too', async () => {
  await withoutScript('/', DESKTOP, async (page) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Professional Services' }).focus();
    expect(await nav.getByRole('link', { name: 'Website Design' }).isVisible()).toBe(true);
  });
});

test('on a phone the Menu button opens the menu', async () => {
  await withoutScript('/', PHONE, async (page) => {
    // The summary of a native disclosure (decision 274); Playwright gives summary no role.
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    expect(await nav.getByRole('link', { name: 'Email' }).isVisible()).toBe(false);
    await page.locator('summary').filter({ hasText: 'Menu' }).click();
    expect(await nav.getByRole('link', { name: 'Email' }).isVisible()).toBe(true);
    for (const name of ['Login', 'Resources', 'Offers', 'Help'])
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    expect(await nav.locator('a[href^="tel:"]').isVisible()).toBe(true);
    await nav.locator('summary').filter({ hasText: 'Hosting' }).click();
    expect(await nav.getByRole('link', { name: 'WooCommerce Hosting' }).isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Email' }).click();
    await page.waitForURL('**/mail');
  });
});
