// Price-card carousels and the keyboard at 375 px (WCAG 2.4.7, 2.4.11): every focus stop of a page with a carousel
// is fully on screen and clear of the sticky bars, the carousel says which card holds the focus, and its arrows
// keep the focus on themselves at either end.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { recommendedLabel } from '../../content/chrome/shell-texts.ts';
import { PHONE, useSite } from './harness.ts';

const site = useSite();

/** Every page that sells plans in a price-card carousel. */
const CAROUSEL_PAGES = [
  '/hosting',
  '/wordpress',
  '/websites',
  '/webdesign',
  '/woocommerce',
  '/stores',
  '/mail',
  '/local',
  '/buildmysite',
];

interface Stop {
  what: string;
  /** Why the focused control cannot be seen in full, or null when it can. */
  problem: string | null;
  /** The carousel holding the focus: the card's 1-based place and the position line. */
  carousel: { card: number; status: string } | null;
}

/** Where the focus is and whether a person sees it: inside the window, its scroll boxes and clear of fixed bars. */
function focusStop(page: Page): Promise<Stop & { id: string }> {
  return page.evaluate(async () => {
    // The sticky bars follow the scroll in the next frame.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const el = document.activeElement as (HTMLElement & { __walkId?: number }) | null;
    if (!el || el === document.body) return { id: 'body', what: 'body', problem: null, carousel: null };
    const w = window as unknown as { __walkIds?: number };
    el.__walkId ??= w.__walkIds = (w.__walkIds ?? 0) + 1;
    const id = String(el.__walkId);
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const r = el.getBoundingClientRect();
    let problem: string | null = null;
    if (r.width === 0 && r.height === 0) problem = 'has no box';
    else if (r.left < -1 || r.right > innerWidth + 1) problem = `off screen at x ${Math.round(r.left)}`;
    // A scrolling region taller than the window (a wide table) cannot be in full view: it must fill part of it.
    else if (
      r.height > innerHeight / 2 ? r.bottom < 40 || r.top > innerHeight - 40 : r.top < -1 || r.bottom > innerHeight + 1
    )
      problem = `off screen at y ${Math.round(r.top)}`;
    // Clipped by a scrolling ancestor (the carousel track).
    for (let a = el.parentElement; a && !problem; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      if (a === document.body || a === document.documentElement) continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 1 || r.right > b.right + 1) problem = `clipped by ${a.className}`;
    }
    // Under a bar that stays on screen (the site header, the sticky price header).
    if (!problem && r.height <= innerHeight / 2) {
      for (const bar of document.querySelectorAll<HTMLElement>('body *')) {
        const pos = getComputedStyle(bar).position;
        if (pos !== 'fixed' && pos !== 'sticky') continue;
        if (bar.contains(el) || el.contains(bar)) continue;
        const b = bar.getBoundingClientRect();
        if (b.width === 0 || b.height === 0 || getComputedStyle(bar).visibility === 'hidden') continue;
        const overlap = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
        const across = Math.min(r.right, b.right) - Math.max(r.left, b.left);
        if (overlap > 1 && across > 1) problem = `under ${bar.className || bar.tagName}`;
      }
    }
    const slide = el.closest('.price-cards__slide');
    const carousel = slide
      ? {
          // Its place on screen: on a phone the recommended card stands first (decision 331).
          card:
            [...slide.parentElement!.children]
              .sort((a, b) => (a as HTMLElement).offsetLeft - (b as HTMLElement).offsetLeft)
              .indexOf(slide) + 1,
          status: slide.closest('.price-cards')?.querySelector('.price-cards__status')?.textContent ?? '',
        }
      : null;
    return { id, what, problem, carousel };
  });
}

/** Presses a key until the focus has visited every stop once (or leaves the page), checking each stop. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const faults: string[] = [];
  const seen = new Set<string>();
  let cardsVisited = 0;
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (stop.id === 'body' || seen.has(stop.id)) break;
    seen.add(stop.id);
    if (stop.problem) faults.push(`${key} ${stop.what}: ${stop.problem}`);
    if (stop.carousel) {
      cardsVisited++;
      const [at] = stop.carousel.status.split(' of ');
      if (Number(at) !== stop.carousel.card)
        faults.push(
          `${key} ${stop.what}: in card ${stop.carousel.card} but the carousel says "${stop.carousel.status}"`,
        );
    }
  }
  if (cardsVisited === 0) faults.push(`${key}: the walk never reached a card`);
  return faults;
}

describe('price-card carousels follow the keyboard at 375 px', () => {
  test.each(CAROUSEL_PAGES)(
    '%s: Tab and Shift+Tab reach every control in full view',
    async (path) => {
      await site.withPage(path, PHONE, async (page) => {
        const forward = await walk(page, 'Tab');
        // From the end of the page backwards.
        await page.evaluate(() => {
          const all = [
            ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
          ];
          const last = all.filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0).pop();
          last?.focus();
        });
        const backward = await walk(page, 'Shift+Tab');
        expect([...forward, ...backward]).toEqual([]);
      });
    },
    180_000,
  );

  test.each(CAROUSEL_PAGES)(
    '%s: the arrows keep the focus and step card by card to each end',
    async (path) => {
      await site.withPage(path, PHONE, async (page) => {
        const carousel = page.locator('.price-cards').first();
        const next = carousel.getByRole('button', { name: 'Next plans' });
        const previous = carousel.getByRole('button', { name: 'Previous plans' });
        const status = carousel.getByRole('status');
        const count = await carousel.locator('.price-cards__slide').count();
        expect(await status.textContent()).toBe(`1 of ${count}`);
        const focusedIs = (name: string) =>
          page.evaluate((n) => document.activeElement?.getAttribute('aria-label') === n, name);
        await next.focus();
        for (let i = 2; i <= count + 1; i++) {
          await page.keyboard.press('Enter');
          await expect.poll(() => status.textContent()).toBe(`${Math.min(i, count)} of ${count}`);
          expect(await focusedIs('Next plans')).toBe(true);
        }
        // At the end the button says it cannot move and keeps the focus.
        expect(await next.getAttribute('aria-disabled')).toBe('true');
        // The card the line names is the one in full view.
        const inView = await page.evaluate(() => {
          const track = document.querySelector('.price-cards__track')!.getBoundingClientRect();
          const onScreen = [...document.querySelectorAll<HTMLElement>('.price-cards__slide')].sort(
            (a, b) => a.offsetLeft - b.offsetLeft,
          );
          return onScreen.findIndex((s) => {
            const r = s.getBoundingClientRect();
            return Math.abs(r.left - track.left) <= 1;
          });
        });
        expect(inView + 1).toBe(count);
        await previous.focus();
        for (let i = count - 1; i >= 0; i--) {
          await page.keyboard.press('Space');
          await expect.poll(() => status.textContent()).toBe(`${Math.max(i, 1)} of ${count}`);
          expect(await focusedIs('Previous plans')).toBe(true);
        }
        expect(await previous.getAttribute('aria-disabled')).toBe('true');
      });
    },
    120_000,
  );
});

/** The card in full view at the start of the first carousel: its title and whether it carries the Recommended badge. */
async function firstCardInView(page: Page) {
  const list = page
    .locator('.price-cards')
    .first()
    .getByRole('list', { name: / plans$/ });
  const box = (await list.boundingBox())!;
  for (const item of await list.locator(':scope > li').all()) {
    const r = (await item.boundingBox())!;
    if (Math.abs(r.x - box.x) <= 1 && r.x + r.width <= box.x + box.width + 1)
      return {
        title: await item.getByRole('heading', { level: 3 }).first().textContent(),
        recommended: (await item.getByText(recommendedLabel, { exact: true }).count()) === 1,
      };
  }
  return null;
}

describe('at 375 px a price-card carousel opens on the recommended plan (decision 331)', () => {
  // The pages whose plans include a recommended one.
  const pages: Array<[string, string]> = [
    ['/hosting', 'Professional'],
    ['/wordpress', 'Standard'],
    ['/woocommerce', 'Professional'],
  ];
  test.each(pages)(
    '%s: %s is the first card in view, from the server HTML on, without a scroll',
    async (path, title) => {
      // The server's HTML alone, no script: the browser lays the recommended card out first.
      const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(site.server.base + path);
        expect(await firstCardInView(page)).toEqual({ title, recommended: true });
      } finally {
        await context.close();
      }
      // After hydration the same card, the track unscrolled and the line at "1 of".
      await site.withPage(path, PHONE, async (page) => {
        expect(await firstCardInView(page)).toEqual({ title, recommended: true });
        expect(
          await page
            .locator('.price-cards__track')
            .first()
            .evaluate((t) => t.scrollLeft),
        ).toBe(0);
        expect(await page.locator('.price-cards').first().getByRole('status').textContent()).toMatch(/^1 of /);
      });
    },
    120_000,
  );
});
