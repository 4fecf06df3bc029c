// The header's submenus open when a mouse rests on them, with the page's script as without it (the stylesheet opens
// them before the script runs), and close again after the pointer leaves.
import { expect, test } from 'vitest';
import { DESKTOP, openPage, useSite } from './harness.ts';

const site = useSite();

test.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
] as const)('hovering "Hosting" shows its submenu %s', async (_n, js) => {
  const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: js });
  try {
    const page = await context.newPage();
    await page.goto(`${site.server.base}/`);
    if (js) await page.waitForSelector('html[data-hydrated="true"]');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'WordPress Hosting' });
    expect(await link.isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Hosting' }).hover();
    await expect.poll(() => link.isVisible()).toBe(true);
    await page.mouse.move(5, DESKTOP.height - 5);
    await expect.poll(() => link.isVisible(), { timeout: 3000 }).toBe(false);
  } finally {
    await context.close();
  }
});

test('with JavaScript, a hovered submenu stays open when its button is clicked, and says it is expanded', async () => {
  const { page } = await openPage(site.browser, `${site.server.base}/`, DESKTOP);
  try {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Hosting' });
    await button.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'WordPress Hosting' }).isVisible()).toBe(true);
  } finally {
    await page.context().close();
  }
});
