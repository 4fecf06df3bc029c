// A visitor whose browser runs no script, from the server's HTML alone: the consultation call to action, the phone
// menu by keyboard, an offer's terms, a footer column on a phone, and a promotion code carried to checkout and into
// the local listings' business search.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { brand } from '../../content/brand.ts';
import { DESKTOP, PHONE, useSite } from './harness.ts';

const CHECKOUT = 'https://checkout.siteharbor.example';
const site = useSite();

async function withoutScript(path: string, viewport: typeof DESKTOP, fn: (page: Page) => Promise<void>) {
  const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(site.server.base + path);
    await fn(page);
  } finally {
    await context.close();
  }
}

/**
 * A native disclosure's summary, by its text: Playwright gives `summary` no role (Chromium exposes it as a
 * disclosure button named by its text, decision 253).
 */
const summary = (scope: Page | Locator, name: string | RegExp) => scope.locator('summary').filter({ hasText: name });

/** What has focus: its tag, its text and whether it is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.innerText ?? '').trim().replace(/\s+/g, ' '),
      href: el?.getAttribute('href') ?? null,
      inMenu: !!el?.closest('.side-menu-static'),
      visible: !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible',
    };
  });

describe('without JavaScript', () => {
  test('/webdesign: "Request a consultation" leads to the consultation form', async () => {
    await withoutScript('/webdesign', DESKTOP, async (page) => {
      await page.getByRole('link', { name: 'Request a consultation' }).first().click();
      await page.waitForURL(`${site.server.base}/webdesign/consultation`);
      const form = page.getByRole('form', { name: 'Request a consultation' });
      expect(await form.getByRole('button', { name: 'Send request' }).isVisible()).toBe(true);
    });
  });

  test('at 375 px the phone menu works by keyboard: Tab reaches Menu, Enter opens it, it stays open through its items', async () => {
    await withoutScript('/', PHONE, async (page) => {
      // Tab from the top of the page to the menu's toggle.
      let at = await focused(page);
      for (let i = 0; i < 15 && !(at.tag === 'summary' && at.text === 'Menu'); i++) {
        await page.keyboard.press('Tab');
        at = await focused(page);
      }
      expect(at, 'Tab reaches the Menu toggle').toMatchObject({ tag: 'summary', text: 'Menu', visible: true });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      expect(await menu.isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(true);

      // Tab walks the menu in order and the menu stays open; Space opens a section.
      const walked: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        at = await focused(page);
        if (!at.inMenu) break;
        expect(at.visible, `${at.text} is drawn`).toBe(true);
        expect(await menu.isVisible()).toBe(true);
        walked.push(at.text);
        if (at.tag === 'summary' && at.text === 'Hosting') {
          await page.keyboard.press('Space');
          expect(await menu.getByRole('link', { name: 'WordPress Hosting' }).isVisible()).toBe(true);
        }
      }
      const order = [
        'Login',
        'Domains',
        'Hosting',
        'Web Hosting',
        'WordPress Hosting',
        'Email',
        'Professional Services',
        'Resources',
        'Offers',
        'Help',
      ];
      expect(walked.filter((t) => order.includes(t))).toEqual(order);
      expect(walked.at(-1), 'the phone number ends the menu').toMatch(/^1-800-555-0142/);

      // Past its end, in the page under it, the open menu steps aside so it covers nothing focused; Shift+Tab goes
      // back to Menu and shows it again.
      expect(at.inMenu).toBe(false);
      expect(await menu.isVisible()).toBe(false);
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ tag: 'summary', text: 'Menu' });
      expect(await menu.isVisible()).toBe(true);

      // On to Help and follow it: it leads to the help centre.
      await page.route(`${brand.external.helpCenter}**`, (r) => r.fulfill({ body: 'help', contentType: 'text/plain' }));
      for (let i = 0; i < 30 && at.text !== 'Help'; i++) {
        await page.keyboard.press('Tab');
        at = await focused(page);
      }
      expect(at).toMatchObject({ tag: 'a', text: 'Help', href: brand.external.helpCenter });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${brand.external.helpCenter}**`);
    });
  });

  test('"Offer details" opens an offer\'s terms in the page', async () => {
    // The strip and the banner share one bar at every width; without a script the rebranding banner keeps the turn.
    await withoutScript('/', DESKTOP, async (page) => {
      const banner = page.getByRole('region', { name: 'Announcement' });
      const terms = banner.getByText(/^23% off the first term/);
      expect(await terms.isVisible()).toBe(false);
      await summary(banner, /^Offer details/).click();
      expect(await terms.isVisible()).toBe(true);
    });
    await withoutScript('/hosting', PHONE, async (page) => {
      // On a phone its terms open by keyboard.
      const banner = page.getByRole('region', { name: 'Announcement' });
      const terms = banner.getByText(/^23% off the first term/);
      expect(await terms.isVisible()).toBe(false);
      await summary(banner, /^Offer details/).focus();
      await page.keyboard.press('Enter');
      expect(await terms.isVisible()).toBe(true);
    });
  });

  test('on a phone a footer column opens', async () => {
    await withoutScript('/', PHONE, async (page) => {
      const footer = page.getByRole('navigation', { name: 'Footer' });
      const link = footer.getByRole('link', { name: 'Localworks' });
      expect(await link.isVisible()).toBe(false);
      await summary(footer, 'Services').click();
      expect(await link.isVisible()).toBe(true);
    });
  });

  test('from /hosting?p=LW10 a plan\'s "Add to cart" ends at checkout with the code', async () => {
    await withoutScript('/hosting?p=LW10', DESKTOP, async (page) => {
      // The checkout site is another origin: answered here, so no network is needed.
      await page.route(
        (u) => u.origin === CHECKOUT,
        (r) => r.fulfill({ body: 'checkout', contentType: 'text/plain' }),
      );
      await page.getByRole('link', { name: 'Add to cart, Advanced plan' }).first().click();
      await page.waitForURL((u) => u.origin === CHECKOUT);
      const url = new URL(page.url());
      expect(url.origin).toBe(CHECKOUT);
      expect(url.searchParams.get('pd')).toBe('whadvanced_t12m');
      expect(url.searchParams.get('p')).toBe('LW10');
    });
  });

  test('from /local?p=LW10 a plan\'s "Get started" and the band\'s links open the business search with the code', async () => {
    for (const [name, pd] of [
      ['Get started, Standard plan', 'localworksstd_t12m'],
      ['Get started, Premium plan', 'localprem_t12m'],
      ['Start with Premium', 'localprem_t12m'],
    ]) {
      await withoutScript('/local?p=LW10', DESKTOP, async (page) => {
        await page.getByRole('link', { name, exact: true }).click();
        await page.waitForURL(/\/local\/search-listings\?/);
        expect(Object.fromEntries(new URL(page.url()).searchParams), name).toEqual({ p: 'LW10', pd, direct: '1' });
        expect(await page.getByRole('combobox', { name: 'Business name' }).isVisible()).toBe(true);
      });
    }
  });
});
