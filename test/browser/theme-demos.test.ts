import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { themes, themeEditUrl, themeViewUrl } from '../../content/themes.ts';
import { DESKTOP, PHONE, useSite } from './harness.ts';

const site = useSite();

const { withPage } = site;

const bar = (page: Page) => page.getByRole('navigation', { name: 'Theme preview' });

describe('theme demos (decision 120)', () => {
  // Every variant of every theme at both widths (one h1, no site chrome, axe) is in page-sweep.ts.

  test('each structure draws its own page, and a demo downloads only its own two faces (decision 256)', async () => {
    const seen = new Map<string, string>();
    for (const id of ['harbor-cafe', 'corner-shop', 'studio-frame', 'handy-crew'] as const) {
      await withPage(themeViewUrl(themes.find((t) => t.id === id)!), PHONE, async (page) => {
        seen.set(id, (await page.locator('[data-structure]').getAttribute('data-structure')) ?? '');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const fonts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name.split('/').pop() ?? '')
            .filter((n) => n.endsWith('.woff2')),
        );
        // The brand face (the bar above the sample) and at most this theme's display and body faces.
        expect(fonts.filter((f) => !f.startsWith('figtree-')).length).toBeLessThanOrEqual(2);
        const first = (sel: string) =>
          page
            .locator(sel)
            .first()
            .evaluate((e) => getComputedStyle(e).fontFamily.split(',')[0].replace(/"/g, ''));
        const [head, body, chrome] = [await first('main h1'), await first('main p'), await first('.td-bar')];
        expect(chrome).toBe('Figtree');
        expect(new Set([head, body, chrome]).size).toBe(3);
        const asked = await page.evaluate(() =>
          [...document.fonts].filter((f) => f.status !== 'unloaded').map((f) => f.family.replace(/"/g, '')),
        );
        expect(new Set(asked.filter((f) => !f.endsWith(' Fallback')))).toEqual(new Set([head, body, chrome]));
        // Every drawing keeps its box: a width and a height, and it is not wider than the screen.
        const boxes = await page
          .locator('main svg.td-svg')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('width'), e.getBoundingClientRect().width]));
        expect(boxes.length).toBeGreaterThan(0);
        for (const [w, shown] of boxes) {
          expect(Number(w)).toBeGreaterThan(0);
          expect(shown as number).toBeLessThanOrEqual(375);
        }
      });
    }
    expect(new Set(seen.values()).size).toBe(4);
  });

  test('desktop: the bar starts the editor with this theme, switches variants and goes back to the themes', async () => {
    const cafe = themes.find((t) => t.id === 'harbor-cafe')!;
    await withPage(themeViewUrl(cafe), DESKTOP, async (page) => {
      const start = bar(page).getByRole('link', { name: 'Start with this theme' });
      expect(await start.count()).toBe(1);
      expect(await start.getAttribute('href')).toBe(themeEditUrl(cafe));
      await bar(page).getByRole('link', { name: 'Night' }).click();
      await page.waitForURL('**/websites/themes/harbor-cafe/night');
      await expect.poll(() => page.locator('[data-variant]').getAttribute('data-variant')).toBe('night');
      expect(await bar(page).getByRole('link', { name: 'Night' }).getAttribute('aria-current')).toBe('page');
      await bar(page).getByRole('link', { name: 'Back to themes' }).click();
      await page.waitForURL('**/websites/themes');
      await page.getByRole('heading', { level: 1, name: 'Website themes' }).waitFor();
    });
  });

  test('phone: "Start with this theme" leads to the desktop-only notice', async () => {
    await withPage('/websites/themes/handy-crew/bold', PHONE, async (page) => {
      const start = bar(page).getByRole('link', { name: 'Start with this theme' });
      expect(await start.count()).toBe(1);
      await start.click();
      await page.waitForURL('**/websites?msgCode=2');
      await page.getByRole('heading', { level: 1, name: 'Please continue on a computer' }).waitFor();
    });
  });

  test("a theme card's view link opens the demo, and its anchors scroll within the sample site", async () => {
    await withPage('/websites/themes', DESKTOP, async (page) => {
      await page.getByRole('link', { name: 'Preview Clean Sweep' }).click();
      await page.waitForURL('**/websites/themes/clean-sweep/classic');
      await page.getByRole('heading', { level: 1, name: 'Come home to a clean house' }).waitFor();
      await page.getByRole('navigation', { name: 'Clean Sweep' }).getByRole('link', { name: 'Contact' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
      await expect.poll(() => page.getByRole('heading', { name: 'Book your first clean' }).isVisible()).toBe(true);
    });
  });

  test('the theme cards show the demo thumbnails with srcset, size and lazy loading', async () => {
    await withPage('/websites/themes', DESKTOP, async (page) => {
      const imgs = page.locator('.td-theme-grid img');
      expect(await imgs.count()).toBeGreaterThanOrEqual(10);
      const first = await imgs.nth(0).evaluate((i: HTMLImageElement) => ({
        srcset: i.getAttribute('srcset'),
        w: i.getAttribute('width'),
        h: i.getAttribute('height'),
        loading: i.loading,
        ok: i.naturalWidth,
      }));
      expect(first.srcset).toMatch(
        /\/assets\/harbor-cafe-1x-[\w-]+\.webp 1x, \/assets\/harbor-cafe-2x-[\w-]+\.webp 2x/,
      );
      expect([first.w, first.h]).toEqual(['320', '240']);
      expect(first.loading).toBe('auto');
      expect(await imgs.nth(5).getAttribute('loading')).toBe('lazy');
      await expect.poll(() => imgs.nth(0).evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    });
  });

  // Decision 318: every row of cards is full at each width, and each card shows Preview and one Start button.
  test.each([375, 768, 1280])(
    'at %i px the themes grid ends on a full row, each card with Preview and Start',
    async (width) => {
      await withPage('/websites/themes', { width, height: 900 }, async (page) => {
        const panel = page.getByRole('tabpanel', { name: 'All themes' });
        const cards = panel.getByRole('listitem');
        expect(await cards.count()).toBe(themes.length);
        const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        expect(rows.length).toBeGreaterThan(1);
        expect(new Set(rows).size, `cards per row: ${rows.join(', ')}`).toBe(1);
        for (const t of [themes[0], themes.at(-1)!]) {
          const preview = panel.getByRole('link', { name: `Preview ${t.title}`, exact: true });
          const start = panel.getByRole('link', { name: `Start with ${t.title}`, exact: true });
          expect(await preview.isVisible()).toBe(true);
          expect(await start.count()).toBe(1);
          expect(await start.getAttribute('href')).toBe(width < 768 ? '/websites?msgCode=2' : themeEditUrl(t));
          // Both read as buttons: at least 44 px tall, side by side.
          const [a, b] = [await preview.boundingBox(), await start.boundingBox()];
          expect(a!.height).toBeGreaterThanOrEqual(44);
          expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
        }
      });
    },
  );
});
