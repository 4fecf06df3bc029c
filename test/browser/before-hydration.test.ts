// Disclosures work from the server's HTML alone, with JavaScript on but the client bundle not (yet) there: a slow
// phone network, or a bundle that fails to load (decision 253). The FAQ questions and "View all features" are
// native <details>, so a click, or Tab and Enter, opens them before any script runs.
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hostingPage } from '../../content/pages/hosting.ts';
import { axe, describeViolations, DESKTOP, useSite } from './harness.ts';

const site = useSite();

/**
 * Opens a path with JavaScript enabled and every script of the bundle held back: the requests are never answered,
 * so the page stays as the server drew it, as on a network that has not delivered the bundle yet.
 */
async function beforeHydration(path: string, fn: (page: Page) => Promise<void>): Promise<void> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const held: string[] = [];
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => {
        held.push(route.request().url());
      },
    );
    const res = await page.goto(site.server.base + path, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await fn(page);
    // Still the server's HTML: nothing hydrated while the test ran.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  } finally {
    await context.close();
  }
}

/** The FAQ question: the summary holding the question's heading (a disclosure button to a screen reader). */
const question = (page: Page, text: string) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { name: text, exact: true }) });

describe('before the bundle arrives (JavaScript on)', () => {
  const faq = hostingPage.faq[1];

  test('FAQ: a click on a question shows its answer, a second click hides it', async () => {
    await beforeHydration('/hosting', async (page) => {
      const answer = page.getByRole('region', { name: faq.questionText });
      expect(await answer.isVisible()).toBe(false);
      await question(page, faq.questionText).click();
      expect(await answer.isVisible()).toBe(true);
      expect(await answer.innerText()).toContain(faq.answerText);
      // Each question opens on its own: opening another leaves this one open.
      await question(page, hostingPage.faq[2].questionText).click();
      expect(await answer.isVisible()).toBe(true);
      await question(page, faq.questionText).click();
      expect(await answer.isVisible()).toBe(false);
    });
  });

  test('FAQ: Tab reaches a question and Enter opens it', async () => {
    await beforeHydration('/hosting', async (page) => {
      const q = question(page, faq.questionText);
      // Focus the question before it without scrolling, then Tab as a keyboard user does.
      await question(page, hostingPage.faq[0].questionText).focus();
      await page.keyboard.press('Tab');
      expect(await q.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      const answer = page.getByRole('region', { name: faq.questionText });
      expect(await answer.isVisible()).toBe(true);
      expect(await answer.innerText()).toContain(faq.answerText);
    });
  });

  test('View all features opens a plan’s full list by click, and by Tab and Enter', async () => {
    await beforeHydration('/hosting', async (page) => {
      const card = page.getByRole('article', { name: 'Essentials' });
      const security = card.getByRole('heading', { name: 'Security' });
      const toggle = card.locator('summary', { hasText: 'View all features' });
      expect(await security.isVisible()).toBe(false);
      await toggle.click();
      expect(await security.isVisible()).toBe(true);

      const next = page.getByRole('article', { name: 'Advanced' });
      // The call to action is the card's last control before the toggle: Tab from it lands on the toggle.
      await next.getByRole('link', { name: /, Advanced plan$/ }).focus();
      await page.keyboard.press('Tab');
      const nextToggle = next.locator('summary', { hasText: 'View all features' });
      expect(await nextToggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await next.getByRole('heading', { name: 'Security' }).isVisible()).toBe(true);
    });
  });

  test('a question opened before the bundle stays open through hydration, with no error', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      const held: Route[] = [];
      let released = false;
      await page.route(
        (url) => url.pathname.endsWith('.js'),
        (route) => (released ? route.continue() : void held.push(route)),
      );
      await page.goto(site.server.base + '/hosting', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await question(page, faq.questionText).click();
      const card = page.getByRole('article', { name: 'Essentials' });
      await card.locator('summary', { hasText: 'View all features' }).click();
      // The bundle arrives: every held request and every later one goes through. (page.unroute with a new
      // function matches no route: Playwright removes a route by the matcher it was added with.)
      released = true;
      await Promise.all(held.map((r) => r.continue()));
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
      const answer = page.getByRole('region', { name: faq.questionText });
      expect(await answer.isVisible()).toBe(true);
      expect(await card.getByRole('heading', { name: 'Security' }).isVisible()).toBe(true);
      // And it still closes once the page is live.
      await question(page, faq.questionText).click();
      expect(await answer.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the open disclosures pass axe', async () => {
    await beforeHydration('/hosting', async (page) => {
      await question(page, faq.questionText).click();
      await page.getByRole('article', { name: 'Essentials' }).locator('summary').click();
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  });
});
