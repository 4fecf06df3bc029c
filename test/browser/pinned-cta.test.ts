import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './harness.ts';
import { layoutProblems } from './layout-checks.ts';

// The layout checks of every page at every width are in page-sweep.ts; this one scrolls a page to pin.
const site = useSite();
const HEIGHT = 900;

async function settle(p: Page) {
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Spec 2.4: the hero's call to action pinned to the header sits inside the header bar and covers nothing
 * that shows, at every width from 320 to 1920 px; it pins after an instant jump (the End key).
 */
describe('the pinned call to action stays inside the header bar', () => {
  const PIN_WIDTHS = [320, 375, 768, 1199, 1280, 1920];
  // Pages without a sticky price bar: where that bar shows, its own button stands in for the pinned one.
  const PIN_PAGES = ['/domains'];
  test.each(PIN_PAGES.map((p) => [p]))(
    '%s',
    async (path) => {
      const context = await site.browser.newContext({
        viewport: { width: 320, height: HEIGHT },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      try {
        const problems: string[] = [];
        for (const width of PIN_WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(site.server.base + path);
          await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
          await page.evaluate('globalThis.__name ??= (f) => f');
          await page.keyboard.press('End');
          const cta = page.getByRole('banner').locator('.header-cta.is-pinned:visible');
          try {
            await cta.first().waitFor({ state: 'visible', timeout: 5000 });
          } catch {
            problems.push(`${width} px: nothing pinned after End`);
            continue;
          }
          await settle(page);
          const found = await page.evaluate(() => {
            const out: string[] = [];
            const el = [...document.querySelectorAll('.site-header .header-cta.is-pinned')].find(
              (e) => e.getClientRects().length > 0,
            );
            if (!el) return ['no pinned call to action is displayed'];
            const r = el.getBoundingClientRect();
            const bar = document.querySelector('.site-header')!.getBoundingClientRect();
            if (
              r.left < bar.left - 0.5 ||
              r.right > bar.right + 0.5 ||
              r.top < bar.top - 0.5 ||
              r.bottom > bar.bottom + 0.5
            )
              out.push(
                `outside the header bar: ${Math.round(r.left)}-${Math.round(r.right)} x ${Math.round(r.top)}-${Math.round(r.bottom)}`,
              );
            if (r.left < 0 || r.right > document.documentElement.clientWidth) out.push('outside the window');
            // Anything that shows in the header: links, buttons, the logo, text.
            const shows = (e: Element) => {
              for (let p: Element | null = e; p; p = p.parentElement) {
                const cs = getComputedStyle(p);
                if (cs.visibility === 'hidden' || cs.opacity === '0' || cs.display === 'none') return false;
              }
              return e.getClientRects().length > 0;
            };
            for (const other of document.querySelectorAll(
              '.site-header a, .site-header button, .site-header svg, .site-header span',
            )) {
              if (other === el || el.contains(other) || other.contains(el) || !shows(other)) continue;
              const o = other.getBoundingClientRect();
              const w = Math.min(r.right, o.right) - Math.max(r.left, o.left);
              const h = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
              if (w > 1 && h > 1)
                out.push(
                  `covers ${other.tagName.toLowerCase()}.${(other.getAttribute('class') ?? '').split(' ')[0]} "${(other.textContent ?? '').trim().slice(0, 30)}"`,
                );
            }
            return out;
          });
          for (const p of found) problems.push(`${width} px: ${p}`);
          for (const p of await page.evaluate(layoutProblems, { sizes: false }))
            if (p.includes('header-cta')) problems.push(`${width} px: ${p}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
