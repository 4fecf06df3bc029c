import { describe, expect, test } from 'vitest';
import { websitesPage } from '../../content/pages/websites.ts';
import { axe, describeViolations, DESKTOP, PHONE, useSite } from './harness.ts';

// Decision 222: a broken upgrade link shows a notice with the way to support, and nothing to buy.

const site = useSite();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('a broken upgrade link at %s width', (_n, viewport) => {
  test('says the link is not valid, gives the support number, offers no purchase, passes axe', async () => {
    await site.withPage('/websites?siteid=site%2042', viewport, async (page) => {
      const notice = page.getByRole('region', { name: websitesPage.upgradeInvalidTitle });
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.getByRole('link', { name: /^1-800-555-\d{4}, call 24\/7 for support/ }).count()).toBe(1);
      const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((h) => h.includes('pd='))).toEqual([]);
      const v = await axe(page);
      expect(v, describeViolations(v)).toEqual([]);
    });
  });
});
