// Phone numbers read as one piece on narrow screens, still dial and still read right; the offer terms behind
// "Offer details" are in the page and open in the dialog.
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { topStripDisclaimer } from '../../content/chrome/top-strip.ts';
import { DESKTOP, openPage, PHONE, useSite } from './harness.ts';

const site = useSite();

const PHONE_RE = /\b1-\d{3}-\d{3}-\d{4}\b/;
const paths = routes.filter((r) => r.match !== 'pattern' && r.path).map((r) => r.path);

test('every phone number shown on a page of the route table is kept on one line', async () => {
  const { page } = await openPage(site.browser, `${site.server.base}/`, PHONE, { waitHydrated: false });
  try {
    const loose: string[] = [];
    let seen = 0;
    for (const path of paths) {
      await page.goto(site.server.base + path, { waitUntil: 'load' });
      const found = await page.evaluate((source) => {
        const re = new RegExp(source, 'g');
        const out = { count: 0, loose: [] as string[] };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          for (const m of n.data.matchAll(re)) {
            const range = document.createRange();
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
            if (!rects.length) continue; // not shown at this width
            out.count++;
            // On one line now, and at any width: the text may not wrap where it is (a hyphen is a break opportunity).
            const lines = new Set(rects.map((r) => Math.round(r.bottom)));
            const wraps = !['nowrap', 'pre'].includes(getComputedStyle(n.parentElement!).whiteSpace);
            if (lines.size > 1 || wraps) out.loose.push(`${m[0]} in <${n.parentElement?.className}>`);
          }
        }
        return out;
      }, PHONE_RE.source);
      seen += found.count;
      loose.push(...found.loose.map((b) => `${path}: ${b}`));
    }
    expect(loose).toEqual([]);
    expect(seen).toBeGreaterThan(paths.length);
  } finally {
    await page.context().close();
  }
}, 600_000);

test('phone links still dial the digits and are read with ordinary hyphens', async () => {
  await site.withPage('/developer', PHONE, async (page) => {
    // The name starts with the number as written; the hours follow it after a comma (decision 265).
    const links = page.getByRole('link', { name: /^1-\d{3}-\d{3}-\d{4}(,|$)/ });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const [href, text] = await Promise.all([link.getAttribute('href'), link.textContent()]);
      expect(text).toMatch(PHONE_RE);
      expect(href).toBe(`tel:${text!.replace(/\D/g, '')}`);
    }
  });
});

/** "Offer details" is the summary of a native disclosure (decision 274); Playwright gives summary no role. */
const offerDetails = (scope: Locator) => scope.locator('summary').filter({ hasText: /^Offer details/ });

test('"Offer details" opens the terms that the page already carries, closed, in its HTML', async () => {
  // On a phone the banner has the first turn above the logo (client/components/promo-bar.tsx); from 768 px the
  // strip is on show beside it.
  await site.withPage('/domains', DESKTOP, async (page) => {
    const hidden = page.locator('.disclaimer-terms', { hasText: topStripDisclaimer.text });
    expect(await hidden.count()).toBe(1);
    expect(await hidden.isVisible()).toBe(false);
    const strip = page.getByRole('region', { name: 'Offers' });
    await offerDetails(strip).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(topStripDisclaimer.text);
  });
  await site.withPage('/domains', PHONE, async (page) => {
    const banner = page.getByRole('region', { name: 'Announcement' });
    await offerDetails(banner).click();
    const dialog = page.getByRole('dialog', { name: 'New-look offer details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('NEWHARBOR23');
  });
});
