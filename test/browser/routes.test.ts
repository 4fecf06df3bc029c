import { expect, test } from 'vitest';
import { copy as posCopy } from '../../content/businessmaker/pos.ts';
import { openPage, startServer, useSite } from './harness.ts';

const site = useSite();

// Every route's own checks (heading, header, axe, console) are in page-sweep.ts; these follow a page further.

test('client navigation loads the next page without a full reload', async () => {
  const { page, errors } = await openPage(site.browser, `${site.server.base}/`);
  try {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Email' }).first().click();
    await page.waitForURL('**/mail');
    await expect.poll(() => page.title()).toContain('Business Email');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Business email at your own domain');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goBack();
    await page.waitForURL(`${site.server.base}/`);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('a Business Maker page hydrates with its own words, and a navigation to another brings the other page words', async () => {
  const { page, errors } = await openPage(site.browser, `${site.server.base}/businessmaker/howitworks`);
  try {
    // Hydrated: the page's links navigate in place (each page's words load on their own).
    await page.locator('[data-route-announcer]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('navigation', { name: 'Business Maker' }).getByRole('link', { name: 'Point of sale' }).click();
    await page.waitForURL('**/businessmaker/pos');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Business Maker: Point of Sale');
    await expect.poll(() => page.getByText(posCopy.lead).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: posCopy.more.title }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('a live banner is rendered on the server and hydrates', async () => {
  // The default banner ran from January 2023 to January 2025 (not on /hosting): render as if it were mid-2024.
  const past = await startServer({ deps: { now: () => Date.UTC(2024, 5, 1) } });
  try {
    const html = await (await fetch(`${past.base}/mail`)).text();
    expect(html).toContain('Web Hosting for $0.99/month with a free domain and SSL');
    const { page, errors } = await openPage(site.browser, `${past.base}/mail`);
    try {
      const banner = page.getByRole('region', { name: 'Announcement' });
      await expect
        .poll(() => banner.getByRole('link', { name: 'Get started' }).getAttribute('href'))
        .toContain('pd=whprofessional_t12m');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  } finally {
    await past.close();
  }
});
