import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pages } from '../../content/pages.ts';
import { DESKTOP, PHONE, useSite } from './harness.ts';

const site = useSite();

const { withPage } = site;

/** Slides of the price-card track that are fully inside its visible box. */
function cardsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const track = document.querySelector('.price-cards__track')!;
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll('.price-cards__slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event: string; listName?: string }> }).dataLayer ?? []).map(
      (e) => `${e.event}:${e.listName ?? ''}`,
    ),
  );

describe('price cards', () => {
  test('a promotion code from ?p reaches the plan buttons once the page is live', async () => {
    await withPage('/hosting?p=SPRING24', DESKTOP, async (page) => {
      const buy = page.getByRole('article', { name: 'Essentials' }).getByRole('link').filter({ hasText: /./ }).first();
      await expect.poll(() => buy.getAttribute('href')).toMatch(/[?&]p=SPRING24(&|$)/);
      expect(await page.evaluate(() => document.cookie)).toContain('promo=SPRING24');
    });
  });

  test('View all features opens and closes the grouped features by mouse and keyboard, and reports details', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const card = page.getByRole('article', { name: 'Essentials' });
      // The summary of a native disclosure (a disclosure button to a screen reader; no role for getByRole).
      const toggle = card.locator('summary', { hasText: 'View all features' });
      const security = card.getByRole('heading', { name: 'Security' });
      expect(await security.isVisible()).toBe(false);
      await toggle.click();
      expect(await security.isVisible()).toBe(true);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await security.isVisible()).toBe(false);
      await expect.poll(() => dataLayer(page)).toContain('details:Web Hosting');
      await expect.poll(() => dataLayer(page)).toContain('impression:Web Hosting');
    });
  });

  test.each([
    [{ width: 375, height: 740 }, 1],
    [{ width: 700, height: 800 }, 2],
    [{ width: 1280, height: 900 }, 3],
  ])('the carousel at %o shows %i card(s) at a time', async (viewport, n) => {
    await withPage('/hosting', viewport, async (page) => {
      expect(await cardsInView(page)).toBe(n);
      const next = page.getByRole('button', { name: 'Next plans' });
      if (n === 3) {
        expect(await next.isVisible()).toBe(false);
        return;
      }
      expect(await page.getByRole('button', { name: 'Previous plans' }).isDisabled()).toBe(true);
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('.price-cards__track')!.scrollLeft))
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: 'Previous plans' }).isDisabled()).toBe(false);
      expect(await cardsInView(page)).toBe(n);
    });
  });

  test('on a phone, Plan details opens the detail overlay and Escape closes it', async () => {
    await withPage('/hosting', PHONE, async (page) => {
      expect(await page.locator('summary', { hasText: 'View all features' }).first().isVisible()).toBe(false);
      const opener = page.getByRole('button', { name: 'Plan details, Essentials plan' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Essentials plan details' });
      await dialog.waitFor();
      expect(await dialog.getByText('$4.99/mo').isVisible()).toBe(true);
      expect(await dialog.getByRole('heading', { name: 'Security' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  test('the sticky price header appears once the cards scroll out of view and goes away when they return', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const sticky = page.getByRole('region', { name: 'Web Hosting plan summary' });
      expect(await sticky.isVisible()).toBe(false);
      await page.locator('#faq').scrollIntoViewIfNeeded();
      await sticky.waitFor({ state: 'visible' });
      expect(await sticky.getByRole('link', { name: 'Add to cart, Professional plan' }).getAttribute('href')).toContain(
        'pd=whprofessional_t12m',
      );
      await sticky.getByRole('link', { name: 'See plans' }).click();
      await sticky.waitFor({ state: 'hidden' });
    });
  });
});

describe('product pages', () => {
  test.each(['/hosting#faq', '/wordpress#faq', '/hosting#security'])(
    '%s scrolls to its element on load',
    async (path) => {
      await withPage(path, DESKTOP, async (page) => {
        const id = path.split('#')[1];
        await expect
          .poll(() => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id), {
            timeout: 5000,
          })
          .toBeLessThan(DESKTOP.height / 2);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      });
    },
  );

  test('Choose Plan on /wordpress and Choose Plans on /mail scroll to the pricing tables', async () => {
    for (const [path, name] of [
      ['/wordpress', 'Choose Plan'],
      ['/mail', 'Choose Plans'],
      ['/stores', 'See store plans'],
    ] as const) {
      await withPage(path, DESKTOP, async (page) => {
        await page.getByRole('link', { name, exact: true }).click();
        await expect
          .poll(() => page.evaluate(() => Math.round(document.getElementById('pricing')!.getBoundingClientRect().top)))
          .toBeLessThan(120);
      });
    }
  });

  test('the hosting A/B poll settles on a variant without any visible change', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hostingVariant)).toBe('0');
    });
  });

  test('websites upgrade flow: hero, themes, blurbs and FAQ hidden; plan buttons carry the order parameters', async () => {
    await withPage('/websites?siteid=S1&externalid=E9', DESKTOP, async (page) => {
      expect(await page.getByRole('heading', { name: 'Frequently Asked Questions' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Browse themes' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Start with a professional theme' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Pick the plan that fits your site' }).count()).toBe(0);
      const href = await page.getByRole('link', { name: 'Start building, Basic plan' }).getAttribute('href');
      // Without a promotion code a buy button leads through the site's checkout redirect (decision 273).
      expect(href).toBe('/go/checkout?pd=siteexp1a_t12m&order_website=S1&order_external_id=E9');
    });
  });

  test('websites on desktop: calls to action go to /websites/themes; the theme carousel shows', async () => {
    await withPage('/websites', DESKTOP, async (page) => {
      expect(await page.getByRole('heading', { name: 'Start with a professional theme' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Browse themes' }).click();
      await page.waitForURL('**/websites/themes');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pages.themes.h1);
    });
  });

  test('websites on a phone: no theme carousel, See plans scrolls, plan buttons go to checkout, the starter path shows the desktop-only notice', async () => {
    await withPage('/websites', PHONE, async (page) => {
      expect(await page.getByRole('heading', { name: 'Start with a professional theme' }).isVisible()).toBe(false);
      await page.getByRole('link', { name: 'See plans' }).click();
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById('plans')!.getBoundingClientRect().top)))
        .toBeLessThan(120);
      expect(await page.getByRole('link', { name: 'Start building, Basic plan' }).getAttribute('href')).toBe(
        '/go/checkout?pd=siteexp1a_t12m',
      );
      await page.getByRole('link', { name: 'Start with a theme' }).click();
      await page.waitForURL('**/websites?msgCode=2');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pages['desktop-only'].h1);
    });
  });

  test('a theme view link opens its demo site', async () => {
    await withPage('/websites/themes', DESKTOP, async (page) => {
      await page.getByRole('link', { name: 'Preview Harbor Cafe' }).first().click();
      await page.waitForURL('**/websites/themes/harbor-cafe/classic');
      await page.getByRole('heading', { level: 1, name: /Slow coffee and warm bread/ }).waitFor();
    });
  });
});

// Each product page's own checks at both widths (no layout shift after load and a scroll, axe, one h1) are in
// page-sweep.ts.
