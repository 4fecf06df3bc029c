// What crawlers read, checked in Chromium: the raster logo is the SVG mark as the script draws it today
// (decision 203), and pages carrying Product data in <head> (decision 202) hydrate cleanly and keep it.
import { readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect, test } from 'vitest';
import { brand } from '../../content/brand.ts';
import { drawLogo, LOGO_PNG } from '../../scripts/logo-png.ts';
import { DESKTOP, useSite } from './harness.ts';

const site = useSite();

test('public/logo.png is what scripts/logo-png.ts draws from the SVG mark, at the declared size', async () => {
  const committed = PNG.sync.read(readFileSync(LOGO_PNG));
  const drawn = PNG.sync.read(await drawLogo(site.browser));
  expect([committed.width, committed.height]).toEqual([brand.logo.width, brand.logo.height]);
  expect([drawn.width, drawn.height]).toEqual([committed.width, committed.height]);
  expect(Math.min(committed.width, committed.height)).toBeGreaterThanOrEqual(112);
  // Anti-aliasing may differ by a shade between Chromium builds; a changed mark differs in thousands of pixels.
  const differing = pixelmatch(committed.data, drawn.data, undefined, committed.width, committed.height, {
    threshold: 0.1,
  });
  expect(differing).toBeLessThan(committed.width * committed.height * 0.001);
});

test.each(['/hosting', '/webdesign', '/local'])(
  '%s hydrates without errors and keeps its Product data in <head>',
  async (path) => {
    await site.withPage(path, DESKTOP, async (page) => {
      const types = await page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) =>
          ([] as { '@type': string }[]).concat(JSON.parse(s.textContent ?? 'null')).map((d) => d['@type']),
        ),
      );
      expect(types).toContain('Product');
      expect(types).toContain('BreadcrumbList');
    });
  },
);
