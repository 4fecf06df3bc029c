import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { tooltipTexts } from '../../content/chrome/plan-texts.ts';
import { domainsHeroPin } from '../../content/pages/domains.ts';
import { localHeroPin } from '../../content/pages/local.ts';
import { DESKTOP, useSite } from './harness.ts';

const site = useSite();

const { withPage } = site;

const header = (page: Page) => page.locator('header.site-header');
// Drawn in two places, each shown by its layout: beside Login from 1200 px, beside Menu below.
const pinned = (page: Page) =>
  header(page).locator(
    page.viewportSize()!.width >= 1200 ? '.site-header__help .header-cta' : '.site-header__pin .header-cta',
  );
const opacity = (page: Page) => pinned(page).evaluate((el) => Number(getComputedStyle(el).opacity));
/** Scrolls until the watched hero call to action (or search, or hero) is just above the window: the plans are still in view. */
const scrollPastHero = (page: Page) =>
  page.evaluate(() => {
    const watched = [...document.querySelectorAll<HTMLElement>('[data-pin-watch]')].find(
      (el) => el.getClientRects().length > 0,
    )!;
    window.scrollTo(0, watched.getBoundingClientRect().bottom + window.scrollY + 20);
  });

describe('hero call to action pinned into the header (spec 4 "Hero", 9: 600 ms fade)', () => {
  test.each([
    ['/hosting', 'See hosting plans'],
    ['/wordpress', null],
    ['/woocommerce', null],
    ['/stores', null],
    ['/mail', null],
    ['/websites', null],
    ['/webdesign', null],
    ['/local', localHeroPin],
    ['/domains', domainsHeroPin],
  ])(
    '%s pins its call to action once the hero has scrolled away, and unpins it on the way back',
    async (path, name) => {
      await withPage(path, DESKTOP, async (page) => {
        expect(await pinned(page).count()).toBe(0);
        await scrollPastHero(page);
        const link = header(page)
          .getByRole('link', name ? { name } : undefined)
          .and(pinned(page));
        await link.waitFor({ state: 'visible' });
        await expect.poll(() => opacity(page)).toBe(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(() => pinned(page).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
        expect(await pinned(page).getAttribute('aria-hidden')).toBe('true');
      });
    },
  );

  test('the fade takes 600 ms: half-way in, the button is still fading', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      // Sampled in the page on every frame from the moment the button is pinned: it fades in, not at once.
      await page.evaluate(() => {
        const w = window as unknown as { fade: number[] };
        w.fade = [];
        new MutationObserver((_m, obs) => {
          const el = [...document.querySelectorAll('.header-cta.is-pinned')].find((e) => e.getClientRects().length);
          if (!el) return;
          obs.disconnect();
          const start = performance.now();
          const tick = () => {
            w.fade.push(Number(getComputedStyle(el).opacity));
            if (performance.now() - start < 900) requestAnimationFrame(tick);
          };
          tick();
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await scrollPastHero(page);
      await pinned(page).and(page.locator('.is-pinned')).waitFor({ state: 'attached' });
      expect(await pinned(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.6s');
      await page.waitForTimeout(1000);
      const samples = await page.evaluate(() => (window as unknown as { fade: number[] }).fade);
      expect(samples[0]).toBeLessThan(0.5);
      expect(samples.some((o) => o > 0 && o < 1)).toBe(true);
      await expect.poll(() => opacity(page), { timeout: 2000 }).toBe(1);
    });
  });

  test('under reduced motion it appears at once, and the header copy scrolls to the plans', async () => {
    await withPage(
      '/hosting',
      DESKTOP,
      async (page) => {
        await scrollPastHero(page);
        await pinned(page).and(page.locator('.is-pinned')).waitFor({ state: 'attached' });
        expect(await opacity(page)).toBe(1);
        // A click event without the pointer's scrolling into view, which here scrolls the hero back (and unpins).
        await header(page).getByRole('link', { name: 'See hosting plans' }).dispatchEvent('click');
        // The page's own action ran: the plans are scrolled to and focused.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pricing');
        await expect
          .poll(() =>
            page.evaluate(() => Math.abs(document.getElementById('pricing')!.getBoundingClientRect().top) < 200),
          )
          .toBe(true);
      },
      { reducedMotion: 'reduce' },
    );
  });

  test('/webdesign: the header copy opens the consultation form in the hero', async () => {
    await withPage('/webdesign', DESKTOP, async (page) => {
      await scrollPastHero(page);
      const link = pinned(page).and(page.locator('.is-pinned'));
      await link.waitFor({ state: 'visible' });
      await link.click();
      await expect.poll(() => page.locator('#consultation form').count()).toBe(1);
    });
  });
});

describe('tooltips explain the price terms (spec 2.4)', () => {
  test('the asterisk, SAVE and the renewal term explain themselves on hover and on keyboard focus; Escape hides them', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const card = page.getByRole('article', { name: 'Essentials' });
      const save = card.getByRole('button', { name: /^SAVE \d+%$/ });
      const saveTip = card.getByRole('tooltip', { name: tooltipTexts.save });
      expect(await saveTip.isVisible()).toBe(false);
      await save.hover();
      await saveTip.waitFor({ state: 'visible' });
      await page.mouse.move(0, 0);
      await saveTip.waitFor({ state: 'hidden' });

      const asterisk = card.getByRole('button', { name: tooltipTexts.asteriskLabel });
      expect(await asterisk.getAttribute('aria-describedby')).toBeTruthy();
      await asterisk.focus();
      const tip = card.getByRole('tooltip').filter({ hasText: tooltipTexts.asterisk });
      await tip.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'hidden' });

      const renewal = card.getByRole('button', { name: tooltipTexts.renewalLabel });
      await page.keyboard.press('Tab');
      expect(await renewal.evaluate((el) => el === document.activeElement || el.closest('.price-card') !== null)).toBe(
        true,
      );
      await renewal.focus();
      await card.getByRole('tooltip').filter({ hasText: tooltipTexts.renewal }).waitFor({ state: 'visible' });
    });
  });
});

describe('price carousel: two whole cards from 568 px (spec 9)', () => {
  test.each([568, 600, 650, 700])(
    'at %i px two cards are wholly in view on every page with three plans',
    async (width) => {
      for (const path of ['/hosting', '/stores', '/mail']) {
        await withPage(path, { width, height: 800 }, async (page) => {
          const inView = await page.evaluate(() => {
            const track = document.querySelector('.price-cards__track')!;
            const box = track.getBoundingClientRect();
            return [...track.querySelectorAll('.price-cards__slide')].filter((s) => {
              const r = s.getBoundingClientRect();
              const card = s.firstElementChild as HTMLElement;
              return r.left >= box.left - 1 && r.right <= box.right + 1 && card.scrollWidth <= card.clientWidth + 1;
            }).length;
          });
          expect(inView, path).toBe(2);
        });
      }
    },
  );
});

describe('page loading indicator (spec 2.4)', () => {
  test('shows from the click until the new page has rendered, while the old page stays', async () => {
    await withPage('/', DESKTOP, async (page) => {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let asked = false;
      await page.route(/\/assets\/chunks\/hosting-[A-Z0-9]+\.js$/, async (route) => {
        asked = true;
        await released;
        await route.continue();
      });
      const status = page.getByRole('status').filter({ hasText: 'Loading page' });
      expect(await status.count()).toBe(0);
      const h1Before = await page.locator('h1').textContent();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Hosting' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Web Hosting' }).click();
      await expect.poll(() => asked).toBe(true);
      await status.waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/hosting');
      expect(await page.locator('h1').textContent()).toBe(h1Before);
      await page.waitForTimeout(800);
      expect(await status.isVisible()).toBe(true);
      release();
      await page.getByRole('heading', { level: 1, name: 'Web hosting you can count on' }).waitFor();
      await status.waitFor({ state: 'detached' });
    });
  });

  test('going back to a page already loaded shows no indicator', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const status = page.getByRole('status').filter({ hasText: 'Loading page' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Domains' }).click();
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Web hosting you can count on' }).waitFor();
      await status.waitFor({ state: 'detached' });
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Web hosting you can count on' }).waitFor();
      expect(await status.count()).toBe(0);
    });
  });
});

describe('customer-care element by the Pacific clock (spec 4), chosen in the browser without a shift (decision 130)', () => {
  const boxHeight = (page: Page) => page.locator('.customer-care').evaluate((el) => el.getBoundingClientRect().height);
  test.each([
    ['/webdesign', '2026-11-23T18:00:00Z', 'Call customer care', 'Book a free consultation'], // 10:00 PST
    ['/webdesign', '2026-11-24T03:00:00Z', 'Book a free consultation', 'Call customer care'], // 19:00 PST
    ['/enterprisesolutions', '2026-11-23T14:00:00Z', 'Call customer care', 'Book a free consultation'], // 06:00 PST
    ['/buildmysite', '2026-11-24T01:00:01Z', 'Book a free consultation', 'Call customer care'], // 17:00:01 PST
    ['/', '2026-07-15T20:00:00Z', 'Call customer care', 'Book a free consultation'], // 13:00 PDT, the home support card
  ])('%s at %s shows "%s"', async (path, iso, shown, hidden) => {
    const plain = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const before = await plain.newPage();
    await before.goto(site.server.base + path);
    const serverHeight = await boxHeight(before);
    expect(await before.locator('.customer-care').getAttribute('data-mode')).toBe('pending');
    await plain.close();

    const context = await site.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await page.clock.setFixedTime(new Date(iso));
      await page.goto(site.server.base + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => page.locator('.customer-care').getAttribute('data-mode')).not.toBe('pending');
      const care = page.getByRole('group', { name: shown });
      expect(await care.getByRole('heading', { name: shown }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: hidden }).count()).toBe(0);
      expect(await boxHeight(page)).toBe(serverHeight);
    } finally {
      await context.close();
    }
  });
});

describe('call-centre card and "Contact us 24/7" where the visitor looks for help (spec 9)', () => {
  test('the card after the FAQ says 24/7/365 and the Support menu says Contact us 24/7', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const card = page.getByRole('region', { name: /24\/7\/365/ });
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByText('Contact us 24/7').isVisible()).toBe(true);
      // The number's spoken name starts with the number shown, then says both hours (decision 265).
      const phone = card.getByRole('link', { name: /^1-800-555-\d{4}, call 24\/7 for support; specialists Monday/ });
      expect(await phone.getAttribute('href')).toMatch(/^tel:/);
      // Back at the top the header shows Support again (while the hero's call to action is pinned it takes its place).
      await page.keyboard.press('Home');
      await page.getByRole('button', { name: 'Support' }).click();
      expect(await page.locator('.submenu__phone').getByText('Contact us 24/7').isVisible()).toBe(true);
    });
  });
});
