import { describe, expect, test } from 'vitest';
import { DESKTOP, useSite } from './harness.ts';

// Decision 190: Chromium reports every Permissions-Policy feature it does not know on every page it loads
// ("Error with Permissions-Policy header: Unrecognized feature"); the header names only features it knows.

const site = useSite();

describe('Permissions-Policy in Chromium', () => {
  test('pages load without a Permissions-Policy warning, and the denied features are denied', async () => {
    for (const path of ['/', '/hosting']) {
      const messages: string[] = [];
      await site.withPage(path, DESKTOP, async (page) => {
        page.on('console', (m) => messages.push(m.text()));
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]');
        const camera = await page.evaluate(() =>
          (
            document as Document & { featurePolicy?: { allowsFeature(f: string): boolean } }
          ).featurePolicy?.allowsFeature('camera'),
        );
        expect(camera).toBe(false);
      });
      expect(
        messages.filter((m) => /Permissions-Policy/i.test(m)),
        path,
      ).toEqual([]);
    }
  });
});
