// Phone numbers still dial and still read right; the offer terms behind "Offer details" are in the page and open
// in the dialog. That every number shown is kept on one line on a phone is checked by the page sweep, on its phone
// load of every page (phone-numbers.ts).
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { topStripDisclaimer } from '../../content/chrome/top-strip.ts';
import { DESKTOP, PHONE, useSite } from './harness.ts';
import { PHONE_RE } from './phone-numbers.ts';

const site = useSite();

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
  // The banner has the first turn above the logo (client/components/promo-bar.tsx); the strip's comes 4 s later.
  await site.withPage('/domains', DESKTOP, async (page) => {
    await expect.poll(() => page.getByRole('region', { name: 'Offers' }).isVisible(), { timeout: 15_000 }).toBe(true);
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
