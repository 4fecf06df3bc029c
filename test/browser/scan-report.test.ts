// The free listings report (decision 069): a real per-directory result from the scan service,
// or an honest next step; never invented numbers, and the answer moves nothing on the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SAMPLE_PLACE as PLACE, startFakeListingsScan } from '../fakes/listings-scan.ts';
import { axe, describeViolations, DESKTOP, launchBrowser, PHONE, startServer } from './harness.ts';
import { expectStableLayout, recordLayoutShifts } from './layout-shift.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openReport(base: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  // The business chosen on /local, as the search stores it for the next step.
  await context.addInitScript((place) => {
    sessionStorage.setItem('localworks.business', JSON.stringify(place));
  }, PLACE);
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(`${base}/local/scan-results`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, context };
}

test('with a scan service: the per-directory result in a table, with no layout shift and no axe violation', async () => {
  const fake = await startFakeListingsScan();
  const server = await startServer({ env: { LISTINGS_SCAN_URL: fake.url } });
  try {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await openReport(server.base, viewport);
      const report = page.getByRole('region', { name: 'Your listings report' });
      await expect.poll(() => report.getByText('Listed correctly on 1 of 3 directories.').count()).toBe(1);
      const table = report.getByRole('table', { name: 'Result per directory' });
      expect(await table.getByRole('row', { name: 'City Guide Details to fix' }).count()).toBe(1);
      expect(await table.getByRole('row', { name: 'Local Finder Not listed' }).count()).toBe(1);
      await expectStableLayout(page);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    }
  } finally {
    await server.close();
    await fake.close();
  }
});

test("without a scan service: a specialist's call, and no numbers", async () => {
  const server = await startServer();
  try {
    const { page, context } = await openReport(server.base);
    const report = page.getByRole('region', { name: 'Your listings report' });
    await expect.poll(() => report.getByRole('heading', { name: 'A specialist prepares your report' }).count()).toBe(1);
    expect(await report.getByRole('link', { name: /1-800-555/ }).count()).toBeGreaterThan(0);
    expect(await report.getByText(/Listed correctly on/).count()).toBe(0);
    await expectStableLayout(page);
    await context.close();
  } finally {
    await server.close();
  }
});
