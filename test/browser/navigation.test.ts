// Client navigation: feedback within 150 ms and one round trip of chunk loads on a slow network, the parts a page
// shows at once included (spec 2.4 "page loading indicator"), and route changes a screen reader hears: focus on the new page's heading, its title in a
// polite live region once, back and forward restoring the scroll position.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, useSite } from './harness.ts';

const site = useSite();
const SLOW_MS = 2500;

/** A page's heading as the server renders it. */
async function serverHeading(path: string): Promise<string> {
  const html = await (await fetch(site.server.base + path)).text();
  return html.match(/<h1[^>]*>([^<]*)/)![1];
}

/** The navigation module (loaded after hydration) is in: prefetching, focus and announcements are on. */
async function navigationReady(page: Page) {
  await page.locator('[data-route-announcer]').waitFor({ state: 'attached' });
}

/** Every JavaScript file from now on answers 2.5 s late; returns when each request was asked for. */
async function throttleChunks(page: Page): Promise<{ url: string; at: number }[]> {
  const requests: { url: string; at: number }[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    requests.push({ url: route.request().url(), at: Date.now() });
    await new Promise((r) => setTimeout(r, SLOW_MS));
    await route.continue().catch(() => {});
  });
  return requests;
}

/** Records, in the page, when the next click happens and when the loading indicator first shows. */
async function watchIndicator(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      navTimes: { click?: number; indicator?: number; shownAt?: number };
      navWatch?: MutationObserver;
    };
    w.navWatch?.disconnect();
    w.navTimes = {};
    document.addEventListener('click', () => (w.navTimes.click ??= performance.now()), { capture: true, once: true });
    const heading = document.querySelector('h1');
    const seen = () => {
      if (document.querySelector('.page-loading')) w.navTimes.indicator ??= performance.now();
      // When the new page is on screen, on the clock the test's request times use (ms since the epoch).
      if (document.querySelector('h1') !== heading) w.navTimes.shownAt ??= performance.timeOrigin + performance.now();
    };
    w.navWatch = new MutationObserver(seen);
    w.navWatch.observe(document.body, { childList: true, subtree: true });
  });
}

async function indicatorDelay(page: Page): Promise<number> {
  const t = await page.evaluate(
    () => (window as unknown as { navTimes: { click?: number; indicator?: number } }).navTimes,
  );
  expect(t.click, 'the click was seen').toBeTypeOf('number');
  expect(t.indicator, 'the loading indicator showed').toBeTypeOf('number');
  return t.indicator! - t.click!;
}

/**
 * One navigation under throttled chunks: the indicator shows within 150 ms of the click, every chunk the new page
 * needs to show is asked for before the first of them has arrived (one round trip).
 */
async function slowNavigation(page: Page, requests: { url: string; at: number }[], click: () => Promise<void>) {
  const before = requests.length;
  await watchIndicator(page);
  await click();
  await page.locator('.page-loading').waitFor({ state: 'attached' });
  expect(await indicatorDelay(page)).toBeLessThanOrEqual(150);
  return async (heading: string) => {
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 4 * SLOW_MS })
      .toBe(heading);
    const shownAt = await page.evaluate(
      () => (window as unknown as { navTimes: { shownAt: number } }).navTimes.shownAt,
    );
    // The chunks that showed the page; a part of it that loads its own code once shown (the lazily loaded
    // comparison table) comes after.
    const mine = requests.slice(before).filter((r) => r.at <= shownAt);
    expect(mine.length, 'the new page needed chunks').toBeGreaterThan(0);
    const first = Math.min(...mine.map((r) => r.at));
    // The sticky price bar and the plan dialog load on first use (or once the browser is idle), not to show the page:
    // what they import arrives a round trip after them, and is not the page's.
    const firstUse = requests.filter((r) => /\/(sticky-price-header|plan-overlay)-/.test(r.url)).map((r) => r.at);
    const theirs = (at: number) => firstUse.some((f) => at >= f + SLOW_MS - 200);
    const late = mine
      .filter((r) => r.at >= first + SLOW_MS - 200 && !theirs(r.at))
      .map((r) => `${r.url} at +${r.at - first} ms`);
    expect(late, 'chunks asked for only after others had arrived').toEqual([]);
    expect(await page.locator('.page-loading').count()).toBe(0);
  };
}

describe('navigation feedback on a slow network', () => {
  test('the indicator shows within 150 ms on the first and a later navigation, one round trip each', async () => {
    await site.withPage('/', DESKTOP, async (page) => {
      await navigationReady(page);
      const requests = await throttleChunks(page);
      const nav = page.getByRole('navigation', { name: 'Main' });

      // First navigation of the visit: the page (with its metadata) and its imports, all at once.
      let done = await slowNavigation(page, requests, () => nav.getByRole('link', { name: 'Email' }).click());
      await done('Business email at your own domain');
      // The parts the page shows once it is on screen come in the same round trip: the comparison table and the
      // structured data builder.
      for (const part of ['plan-comparison-table', 'structured-data']) {
        const asked = requests.find((r) => r.url.includes(`/${part}-`));
        expect(asked, `${part} was fetched`).toBeDefined();
        expect(asked!.at - requests[0].at, `${part} asked for in the first round`).toBeLessThan(SLOW_MS - 200);
      }

      // A later one, through a submenu.
      await nav.getByRole('button', { name: 'Hosting' }).click();
      done = await slowNavigation(page, requests, () => nav.getByRole('link', { name: 'Web Hosting' }).click());
      await done(await serverHeading('/hosting'));
    });
  });

  test('pointing at a link fetches the next page before the click', async () => {
    await site.withPage('/', DESKTOP, async (page) => {
      await navigationReady(page);
      const requests = await throttleChunks(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).hover();
      await expect.poll(() => requests.some((r) => /partneroffers-[^/]*\.js$/.test(r.url))).toBe(true);
    });
  });
});

describe('route changes a screen reader hears', () => {
  /** Every text the route announcer was given, in order. */
  async function recordAnnouncements(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { said: string[] };
      w.said = [];
      const region = document.querySelector('[data-route-announcer]')!;
      new MutationObserver(() => {
        if (region.textContent) w.said.push(region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
  }
  const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()}: ${el.textContent?.trim() ?? ''}` : '';
    });

  test('focus moves to the new heading and the title is announced once; back and forward restore the scroll', async () => {
    await site.withPage('/', DESKTOP, async (page) => {
      await navigationReady(page);
      await recordAnnouncements(page);
      const region = page.locator('[data-route-announcer]');
      expect(await region.getAttribute('aria-live')).toBe('polite');

      // Keyboard: Enter on "Email" in the header.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Email' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/mail');
      await expect.poll(() => focused(page)).toBe('h1: Business email at your own domain');
      const mailTitle = await page.title();
      await expect.poll(() => said(page)).toEqual([mailTitle]);

      // Scrolled down, on to another page, then back: the position and the announcement come back.
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      // Sections below the fold may still settle: where the page rests is where back must return.
      await page.waitForTimeout(1000);
      const rest = await page.evaluate(() => window.scrollY);
      expect(rest).toBeGreaterThan(1000);
      // A click event without the pointer's scrolling into view (which moves a page under a sticky header).
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Domains' })
        .dispatchEvent('click');
      await page.waitForURL('**/domains');
      const domainsHeading = `h1: ${await serverHeading('/domains')}`;
      await expect.poll(() => focused(page)).toBe(domainsHeading);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const domainsTitle = await page.title();
      await expect.poll(() => said(page)).toEqual([mailTitle, domainsTitle]);

      await page.goBack();
      await page.waitForURL('**/mail');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(rest);
      await expect.poll(() => focused(page)).toBe('h1: Business email at your own domain');
      await expect.poll(() => said(page)).toEqual([mailTitle, domainsTitle, mailTitle]);

      await page.goForward();
      await page.waitForURL('**/domains');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => focused(page)).toBe(domainsHeading);
      await expect.poll(() => said(page)).toEqual([mailTitle, domainsTitle, mailTitle, domainsTitle]);
      // Focus on the heading is a place to start reading from: Tab goes on to the page's next control.
      await page.keyboard.press('Tab');
      expect(await focused(page)).not.toMatch(/^h1: /);
    });
  });

  test('a thank-you page opened by a full load starts on its heading', async () => {
    await site.withPage('/webdesign/thankyou', DESKTOP, async (page) => {
      await navigationReady(page);
      await expect.poll(() => focused(page)).toMatch(/^h1: Thank you/);
    });
  });
});
