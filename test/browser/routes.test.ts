import { describe, expect, test } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { axe, describeViolations, DESKTOP, openPage, PHONE, startServer, useSite } from './harness.ts';

const site = useSite();

const paths = [
  ...routes.map((r) => r.path.replace(':category', 'business').replace(':themeid', 'harbor-cafe')),
  '/does-not-exist',
  '/websites?msgCode=2',
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('every route at %s width', (_name, viewport) => {
  test.each(paths)('%s hydrates without errors, shows its heading and header, and passes axe', async (path) => {
    const { page, errors } = await openPage(site.browser, site.server.base + path, viewport);
    try {
      expect(await page.locator('h1').count()).toBe(1);
      // Header and hero hold their contents back only while the page is parsed (decision 172), on every layout.
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      const banner = page.getByRole('banner');
      if ((await banner.count()) > 0) expect(await banner.getByRole('link').first().isVisible()).toBe(true);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

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
