// In real Chromium: plan cards and their comparison table, the phone carousel, the sticky
// price bar at every width, the footer at both sizes, the side menu dialog, and focus kept clear of the sticky bars.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE, useSite } from './harness.ts';

const site = useSite();

const { withPage } = site;

/** Scrolls down in small steps (as a visitor does) until the price cards are above the window. */
async function scrollPastCards(page: Page) {
  for (let i = 0; i < 80; i++) {
    const bottom = await page.evaluate(
      () => document.querySelector('.price-cards__track')!.getBoundingClientRect().bottom,
    );
    if (bottom < -200) return;
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(30);
  }
}

/** Labels of links and buttons inside a box that take more than one line or overflow their box. */
function wrappedControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`${sel} a, ${sel} button`)) {
      if (el.getClientRects().length === 0) continue;
      const lh = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6;
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1 || range.getBoundingClientRect().height > lh * 1.5 || el.scrollWidth > el.clientWidth + 1) {
        out.push((el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName);
      }
    }
    return out;
  }, selector);
}

describe('sticky price bar (decision 102)', () => {
  for (const width of [320, 768, 1280, 1440, 1920]) {
    for (const path of ['/hosting', '/webdesign']) {
      test(`${path} at ${width} px: one line, no wrapped button, under the site header`, async () => {
        await withPage(path, { width, height: 800 }, async (page) => {
          const product = path === '/hosting' ? 'Web Hosting' : 'Website Design';
          const bar = page.getByRole('region', { name: `${product} plan summary` });
          await scrollPastCards(page);
          await bar.waitFor({ state: 'visible' });
          expect(await wrappedControls(page, '.price-sticky')).toEqual([]);
          const [barBox, headerBox, innerWidth] = await page.evaluate(() => [
            document.querySelector('.price-sticky')!.getBoundingClientRect().toJSON(),
            document.querySelector('.site-header')!.getBoundingClientRect().toJSON(),
            window.innerWidth,
          ]);
          // Never over the header: it starts where the sticky header ends, and it is one bar high.
          expect(barBox.top).toBeGreaterThanOrEqual(headerBox.bottom - 1);
          expect(barBox.height).toBeLessThanOrEqual(62);
          expect(barBox.width).toBeLessThanOrEqual(innerWidth);
          expect(await bar.getByRole('link', { name: 'See plans' }).isVisible()).toBe(true);
          if (width >= 1024) {
            const first =
              path === '/hosting' ? 'Add to cart, Essentials plan' : 'Request a consultation, Standard plan';
            expect(await bar.getByRole('link', { name: first }).isVisible()).toBe(true);
          }
        });
      });
    }
  }

  test('a jump past the cards (an anchor, End) shows the bar too', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const bar = page.getByRole('region', { name: 'Web Hosting plan summary' });
      expect(await bar.isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await bar.waitFor({ state: 'visible', timeout: 5000 });
      // The bar's own buttons stand in for the hero's call to action pinned to the header: that one is hidden.
      const pinned = page.getByRole('banner').locator('.header-cta.is-pinned');
      expect(await pinned.count()).toBeGreaterThan(0);
      await expect.poll(() => pinned.locator('visible=true').count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await bar.waitFor({ state: 'hidden', timeout: 5000 });
      // Scrolled down again past the hero but above the cards, the pinned button is back.
      await page.locator('#pricing').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
      await expect.poll(() => pinned.locator('visible=true').count()).toBe(1);
    });
  });

  test('a header menu opened while the bar shows opens over the bar, not under it', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      await scrollPastCards(page);
      await page.getByRole('region', { name: 'Web Hosting plan summary' }).waitFor({ state: 'visible' });
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('button', { name: 'Hosting' }).click();
      const item = main.getByRole('link', { name: 'WordPress Hosting' });
      await item.waitFor({ state: 'visible' });
      const hit = await item.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect(hit).toBe(true);
      await item.click();
      await page.waitForURL('**/wordpress');
    });
  });
});

describe('price cards (decision 100)', () => {
  test('the shared legal lines are stated once under the grid; each card keeps its short term', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const card = page.getByRole('article', { name: 'Essentials' });
      expect(await card.getByText('12-month term').isVisible()).toBe(true);
      expect(await card.getByText('Plus applicable taxes and fees.').count()).toBe(0);
      const note = page.locator('.pricing__footnote');
      expect(await note.textContent()).toContain('* Price for the first term. Prices renew at the then-current rate.');
      expect(await note.textContent()).toContain('Plus applicable taxes and fees.');
      expect(await page.getByText('Plus applicable taxes and fees.').count()).toBe(1);
    });
  });

  test('the recommended plan stands out without leaving its row: same top, title, price and button lines', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const lines = (name: string) =>
        page.getByRole('article', { name }).evaluate((el) => {
          const y = (sel: string) => Math.round(el.querySelector(sel)!.getBoundingClientRect().top);
          const s = getComputedStyle(el);
          return {
            top: Math.round(el.getBoundingClientRect().top),
            title: y('.price-card__title'),
            price: y('.price-card__amount'),
            button: y('.price-card__cta'),
            border: s.borderTopColor,
            shadow: s.boxShadow,
          };
        });
      const rec = page.getByRole('article', { name: 'Professional' });
      expect(await rec.getByText('Recommended').isVisible()).toBe(true);
      const [e, p] = [await lines('Essentials'), await lines('Professional')];
      expect([p.top, p.title, p.price, p.button]).toEqual([e.top, e.title, e.price, e.button]);
      expect(p.border).not.toBe(e.border);
      expect(p.shadow).not.toBe(e.shadow);
    });
  });

  test('opening View all features grows that card only; the neighbours keep their height', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      const height = (name: string) =>
        page.getByRole('article', { name }).evaluate((el) => el.getBoundingClientRect().height);
      const before = { e: await height('Essentials'), a: await height('Advanced'), p: await height('Professional') };
      await page
        .getByRole('article', { name: 'Essentials' })
        .locator('summary', { hasText: 'View all features' })
        .click();
      await page.getByRole('article', { name: 'Essentials' }).getByRole('heading', { name: 'Security' }).waitFor();
      expect(await height('Essentials')).toBeGreaterThan(before.e + 100);
      expect(await height('Advanced')).toBeLessThanOrEqual(before.a + 1);
      expect(await height('Professional')).toBeLessThanOrEqual(before.p + 1);
    });
  });

  test('phone: the next card shows at the edge, "1 of 3" tells where the visitor is, Next moves one card', async () => {
    await withPage('/hosting', PHONE, async (page) => {
      const status = page.locator('.price-cards').getByRole('status');
      expect(await status.textContent()).toBe('1 of 3');
      expect(await status.isVisible()).toBe(true);
      const peek = () =>
        page.evaluate(() => {
          const track = document.querySelector('.price-cards__track')!.getBoundingClientRect();
          const slides = [...document.querySelectorAll('.price-cards__slide')].map((s) => s.getBoundingClientRect());
          const full = slides.filter((r) => r.left >= track.left - 1 && r.right <= track.right + 1).length;
          const partial = slides.filter(
            (r) =>
              r.right > track.left + 1 &&
              r.left < track.right - 1 &&
              (r.left < track.left - 1 || r.right > track.right + 1),
          );
          return {
            full,
            edge:
              partial.length > 0
                ? Math.round(
                    Math.min(...partial.map((r) => Math.min(r.right, track.right) - Math.max(r.left, track.left))),
                  )
                : 0,
          };
        });
      const start = await peek();
      expect(start.full).toBe(1);
      expect(start.edge).toBeGreaterThanOrEqual(16);
      const next = page.getByRole('button', { name: 'Next plans' });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect.poll(() => status.textContent()).toBe('2 of 3');
      expect((await peek()).full).toBe(1);
      await next.click();
      await expect.poll(() => status.textContent()).toBe('3 of 3');
      await expect.poll(() => next.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Previous plans' }).click();
      await expect.poll(() => status.textContent()).toBe('2 of 3');
    });
  });

  test('desktop: no position line when every card is in view', async () => {
    await withPage('/hosting', DESKTOP, async (page) => {
      expect(await page.locator('.price-cards').getByRole('status').isVisible()).toBe(false);
    });
  });
});

describe('Compare plans (decisions 101, 330)', () => {
  test('a table with a caption, plan columns and feature rows, in the server HTML', async () => {
    const html = await (await fetch(`${site.server.base}/hosting`)).text();
    expect(html).toMatch(
      /<table class="plan-compare__table[^"]*"><caption[^>]*>How the Web Hosting plans differ<\/caption>/,
    );
    await withPage('/hosting', DESKTOP, async (page) => {
      const table = page.getByRole('table', { name: 'How the Web Hosting plans differ' });
      expect(await table.isVisible()).toBe(true);
      for (const name of ['Essentials', 'Advanced', 'Professional'])
        expect(await table.getByRole('columnheader', { name }).count()).toBe(1);
      const row = table.getByRole('row', { name: /^Bandwidth/ });
      expect(await row.getByRole('rowheader').textContent()).toBe('Bandwidth');
      expect(await row.getByRole('cell').allTextContents()).toEqual(['100 GB', '500 GB', 'Unlimited']);
      // What every plan has is not a difference: the page's own list says it once (decision 330).
      expect(await table.getByRole('row', { name: /^DDoS protection/ }).count()).toBe(0);
    });
  });

  test('a page load downloads none of the table code; a client navigation renders the table from its chunk', async () => {
    const { page, errors } = await openPage(site.browser, `${site.server.base}/hosting`, DESKTOP);
    try {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.waitForTimeout(500);
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.includes('plan-comparison-table')),
      );
      expect(loaded).toEqual([]);
      // Client navigation to another product page: no server HTML for its table, so the chunk renders it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Email' }).click();
      await page.waitForURL('**/mail');
      const table = page.getByRole('table', { name: 'How the Business Email plans differ' });
      await table.waitFor({ state: 'visible' });
      expect(
        await table
          .getByRole('row', { name: /^Mailboxes/ })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual(['1', '5', '10']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('footer (decision 103)', () => {
  test('desktop: the four sections show their links without a click', async () => {
    await withPage('/', DESKTOP, async (page) => {
      const footer = page.getByRole('navigation', { name: 'Footer' });
      for (const name of ['Products', 'Resources', 'Services', 'Corporate']) {
        expect(await footer.getByRole('heading', { name }).isVisible()).toBe(true);
        // The phone's disclosure is not drawn (decision 274).
        expect(await footer.locator('summary').filter({ hasText: name }).isVisible()).toBe(false);
      }
      for (const name of ['Domains', 'WooCommerce Hosting', 'Developer Network', 'Localworks', 'About']) {
        expect(await footer.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
    });
  });

  test('phone: sections start collapsed and toggle', async () => {
    await withPage('/', PHONE, async (page) => {
      const footer = page.getByRole('navigation', { name: 'Footer' });
      // The summary of a native disclosure (decision 274); Playwright gives summary no role.
      const services = footer.locator('summary').filter({ hasText: 'Services' });
      const open = () => services.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
      expect(await open()).toBe(false);
      expect(await footer.getByRole('link', { name: 'Localworks' }).isVisible()).toBe(false);
      await services.click();
      expect(await open()).toBe(true);
      expect(await footer.getByRole('link', { name: 'Localworks' }).isVisible()).toBe(true);
    });
  });
});

describe('phone side menu is a modal dialog', () => {
  test('focus moves in and stays in, the page behind is inert, Escape closes, focus returns to Menu', async () => {
    await withPage('/hosting', PHONE, async (page) => {
      const toggle = page.locator('summary').filter({ hasText: /^Menu$/ });
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor({ state: 'visible' });
      const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog.side-menu'));
      expect(await inDialog()).toBe(true);
      // Login is not under the close button (the old toggle sat over it).
      const login = dialog.getByRole('link', { name: 'Login' });
      const close = dialog.getByRole('button', { name: 'Close' });
      const [l, c] = [await login.boundingBox(), await close.boundingBox()];
      expect(l!.y >= c!.y + c!.height || l!.x + l!.width <= c!.x).toBe(true);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await inDialog()).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inDialog()).toBe(true);
      }
      // Inert: the page behind can neither take focus nor clicks.
      expect(
        await page.evaluate(() => {
          const a = document.querySelector<HTMLElement>('main a[href]')!;
          a.focus();
          return document.activeElement === a;
        }),
      ).toBe(false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu');
      // The Menu button is the summary of a disclosure (decision 274) that the script never opens: the dialog is
      // the menu.
      expect(await toggle.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(false);
    });
  });

  test('the Close button and the backdrop close it too', async () => {
    await withPage('/', PHONE, async (page) => {
      const toggle = page.locator('summary').filter({ hasText: /^Menu$/ });
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await toggle.click();
      await dialog.waitFor({ state: 'visible' });
      await page.mouse.click(10, 400);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu');
    });
  });
});

describe('focus is never hidden under the sticky bars (WCAG 2.2 2.4.11)', () => {
  for (const bar of [false, true]) {
    test(`Tab to an element just under the top edge ${bar ? 'with' : 'without'} the price bar: it scrolls clear of the bars`, async () => {
      await withPage('/hosting', DESKTOP, async (page) => {
        if (bar) {
          await scrollPastCards(page);
          await page.getByRole('region', { name: 'Web Hosting plan summary' }).waitFor({ state: 'visible' });
        }
        // The first FAQ question, placed 20 px from the top of the window: under the header (and the bar).
        const target = page.locator('#faq summary').first();
        await target.evaluate((el) => {
          window.scrollBy(0, el.getBoundingClientRect().top - 20);
        });
        await page.waitForTimeout(100);
        // Focus the control before it without scrolling, then Tab as a keyboard user does.
        await page.evaluate(() => {
          const all = [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), summary, input, [tabindex="0"]',
            ),
          ].filter((e) => e.getClientRects().length > 0);
          const t = document.querySelector<HTMLElement>('#faq summary')!;
          all[all.indexOf(t) - 1].focus({ preventScroll: true });
        });
        await page.keyboard.press('Tab');
        expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
        const covered = await page.evaluate(() => {
          const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
          const sticky = document.querySelector<HTMLElement>('.price-sticky');
          const barBottom = sticky && !sticky.hidden ? sticky.getBoundingClientRect().bottom : 0;
          return { top: document.activeElement!.getBoundingClientRect().top, under: Math.max(header, barBottom) };
        });
        expect(covered.top).toBeGreaterThanOrEqual(covered.under);
      });
    });
  }
});

describe('404 page (decision 105)', () => {
  test('says the page is missing, offers the domain search and the most visited pages', async () => {
    const res = await fetch(`${site.server.base}/no-such-page`);
    expect(res.status).toBe(404);
    await withPage('/no-such-page', PHONE, async (page) => {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We could not find that page');
      expect(await page.getByRole('textbox', { name: 'Search for a domain name' }).isVisible()).toBe(true);
      const popular = page.getByRole('region', { name: 'Most visited pages' });
      for (const [name, href] of [
        ['Domains', '/domains'],
        ['Web Hosting', '/hosting'],
        ['Business Email', '/mail'],
      ]) {
        expect(await popular.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
      }
      await popular.getByRole('link', { name: /^Web Hosting/ }).click();
      await page.waitForURL('**/hosting');
    });
  });
});
