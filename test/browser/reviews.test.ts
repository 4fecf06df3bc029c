// With a reviews source, the home hero and a product page show the reviews, hydrate without a console error, keep
// axe at 0 violations and nothing moves (decision 240). Screenshots for a look go to $SHOTS_DIR when set.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeReviews } from '../fakes/reviews.ts';
import { axe, describeViolations, DESKTOP, launchBrowser, PHONE, startServer, withOpenPage } from './harness.ts';
import type { Browser } from 'playwright-core';
import { expectStableLayout } from './layout-shift.ts';

let fake: Awaited<ReturnType<typeof startFakeReviews>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
beforeAll(async () => {
  fake = await startFakeReviews();
  server = await startServer({ env: { REVIEWS_URL: fake.url, UPSTREAM_TIMEOUT_MS: '5000' } });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

test.each([
  ['/', PHONE],
  ['/', DESKTOP],
  ['/hosting', PHONE],
  ['/stores', DESKTOP],
] as const)(
  '%s at %o: reviews shown, hydrated without errors, axe clean, no layout shift',
  async (path, viewport) => {
    await withOpenPage(
      browser,
      server.base + path,
      viewport,
      async (page) => {
        if (path === '/') {
          const link = page.getByRole('link', { name: 'from 3,127 reviews on Review Harbor' });
          expect(await link.isVisible()).toBe(true);
          expect(await page.getByText('4.6 out of 5').isVisible()).toBe(true);
        } else {
          const strip = page.getByRole('region', { name: 'What customers say' });
          await strip.scrollIntoViewIfNeeded();
          expect(await strip.getByRole('listitem').count()).toBe(3);
          expect(await strip.getByRole('link', { name: 'Read every review on Review Harbor' }).isVisible()).toBe(true);
        }
        if (process.env.SHOTS_DIR)
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/${path.replace(/\W/g, '') || 'home'}-${viewport.width}.png`,
            fullPage: true,
          });
        const v = await axe(page);
        expect(v, describeViolations(v)).toEqual([]);
        await expectStableLayout(page);
      },
      { recordShifts: true, reducedMotion: 'reduce' },
    );
  },
  120_000,
);
