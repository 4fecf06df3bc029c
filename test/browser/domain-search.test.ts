import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, useSite } from './harness.ts';
import { tldPrices } from '../../content/domains.ts';
import { domainRatePlans } from '../../content/domain-search.ts';

// Decision 221: pd follows the searched extension, the form works without JavaScript, and "Search domains" on
// /domains puts the visitor in the box.

const site = useSite();
const CHECKOUT = 'https://checkout.siteharbor.example';

/** Searches from `path` in a browser context with or without JavaScript; answers the checkout's address. */
async function search(
  browser: Browser,
  path: string,
  box: string,
  text: string,
  javaScriptEnabled: boolean,
  cookies: Record<string, string> = {},
): Promise<URL> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  try {
    const origin = site.server.base;
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: `${origin}/` })));
    const page = await context.newPage();
    const seen: string[] = [];
    await page.route(`${CHECKOUT}/**`, (r) => {
      seen.push(r.request().url());
      return r.fulfill({ body: 'checkout', contentType: 'text/plain' });
    });
    await page.goto(`${origin}${path}`);
    if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
    const field = page.getByRole('textbox', { name: box });
    await field.fill(text);
    await field.press('Enter');
    await page.waitForURL(`${CHECKOUT}/**`);
    expect(seen).toHaveLength(1);
    return new URL(seen[0]);
  } finally {
    await context.close();
  }
}

describe.each([
  ['without JavaScript', false],
  ['with JavaScript', true],
] as const)('domain search %s', (_n, js) => {
  test('a .me search lands on domain checkout with d and the .me rate plan', async () => {
    const url = await search(site.browser, '/domains', 'Search for a domain name', 'harbor shop.me', js, {
      promo: 'SPRING24',
    });
    expect(url.origin + url.pathname).toBe(`${CHECKOUT}/domain`);
    expect(url.searchParams.get('d')).toBe('harborshop.me');
    expect(url.searchParams.get('pd')).toBe('domme_t12m');
    expect(url.searchParams.get('p')).toBe('SPRING24');
  });

  test('a TLD page adds its extension and its rate plan to a bare name', async () => {
    const url = await search(site.browser, '/tlds/org-domain', 'Search for a .org domain name', 'harbor', js);
    expect(Object.fromEntries(url.searchParams)).toEqual({ d: 'harbor.org', pd: 'domorg_t12m' });
  });

  test('a bare name from the home page is searched as .com, as the box shows; .ai keeps its two-year plan', async () => {
    const bare = await search(site.browser, '/', 'Search for a domain name', 'mybiz', js);
    expect(Object.fromEntries(bare.searchParams)).toEqual({ d: 'mybiz.com', pd: 'domcom_t12m' });
    const unsold = await search(site.browser, '/domains', 'Search for a domain name', 'x.co.uk', js);
    expect(Object.fromEntries(unsold.searchParams)).toEqual({ d: 'x.co.uk', pd: 'domcom_t12m' });
    const ai = await search(site.browser, '/', 'Search for a domain name', 'harbor.ai', js);
    expect(Object.fromEntries(ai.searchParams)).toEqual({ d: 'harbor.ai', pd: 'yd2a_t24m' });
  });
});

describe('"Search domains" on /domains', () => {
  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('focuses the search box at %s width', async (_n, viewport) => {
    await site.withPage(
      '/domains',
      viewport,
      async (page) => {
        const strip = page.getByRole('region', { name: 'Domain deals' });
        await strip.getByRole('link', { name: 'Search domains' }).click();
        const box = page.getByRole('textbox', { name: 'Search for a domain name' });
        await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('harbor');
        expect(await box.inputValue()).toBe('harbor');
      },
      { reducedMotion: 'reduce' },
    );
  });
});

describe('the /domains price table', () => {
  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'spans the content width with one register link per extension, to its domain checkout (%s)',
    async (_n, viewport) => {
      await site.withPage('/domains', viewport, async (page) => {
        const table = page.getByRole('table', { name: 'Domain prices per year' });
        const rows = table.locator('tbody').getByRole('row');
        const tlds = Object.keys(tldPrices);
        await expect.poll(() => rows.count()).toBe(tlds.length);
        for (const [i, tld] of tlds.entries()) {
          const row = rows.nth(i);
          expect(await row.getByRole('rowheader').innerText()).toBe(`.${tld}`);
          const links = row.getByRole('link');
          expect(await links.count()).toBe(1);
          const register = row.getByRole('link', { name: `Register a .${tld} domain` });
          const href = new URL((await register.getAttribute('href'))!, site.server.base);
          expect(href.pathname).toBe('/go/checkout/domain');
          expect(Object.fromEntries(href.searchParams)).toEqual({
            pd: domainRatePlans[tld as keyof typeof domainRatePlans],
          });
          expect(await register.isVisible()).toBe(true);
        }
        // The table fills its section's content box, and on a phone its last column stays inside it.
        const widths = await table.evaluate((t) => {
          const box = t.closest('.container')!;
          const style = getComputedStyle(box);
          const inner = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const scroller = t.parentElement!;
          return {
            table: t.getBoundingClientRect().width,
            inner,
            overflow: scroller.scrollWidth - scroller.clientWidth,
          };
        });
        expect(Math.abs(widths.table - widths.inner)).toBeLessThan(2);
        expect(widths.overflow).toBe(0);
      });
    },
  );

  test('a register link lands on domain checkout with the rate plan and the promotion cookie', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    try {
      const origin = site.server.base;
      await context.addCookies([{ name: 'promo', value: 'SPRING24', url: `${origin}/` }]);
      const page = await context.newPage();
      const seen: string[] = [];
      await page.route(`${CHECKOUT}/**`, (r) => {
        seen.push(r.request().url());
        return r.fulfill({ body: 'checkout', contentType: 'text/plain' });
      });
      await page.goto(`${origin}/domains`);
      await page.getByRole('link', { name: 'Register a .org domain' }).click();
      await page.waitForURL(`${CHECKOUT}/**`);
      const url = new URL(seen[0]);
      expect(url.origin + url.pathname).toBe(`${CHECKOUT}/domain`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ pd: 'domorg_t12m', p: 'SPRING24' });
    } finally {
      await context.close();
    }
  });
});
