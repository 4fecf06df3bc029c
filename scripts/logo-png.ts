// `npx tsx scripts/logo-png.ts`: public/logo.png, the raster logo search engines show for the organisation (Google
// asks for at least 112 x 112 px), drawn by Chromium from the SVG mark public/favicon.svg (decision 203). The PNG
// is committed because `npm run build` also runs where no browser is installed (the Docker image);
// test/browser/logo-png.test.ts draws it again and fails when the committed file no longer matches the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { brand } from '../content/brand.ts';
import { ROOT } from './build-config.ts';
import { launchChromium } from './chromium.ts';

export const LOGO_SVG = path.join(ROOT, 'public/favicon.svg');
export const LOGO_PNG = path.join(ROOT, 'public', brand.logo.path.slice(1));

/** The SVG mark drawn at the logo's size, on a transparent background. */
export async function drawLogo(browser: Browser): Promise<Buffer> {
  const { width, height } = brand.logo;
  const svg = readFileSync(LOGO_SVG, 'utf8').replace('<svg', `<svg width="${width}" height="${height}"`);
  const page = await browser.newPage({ viewport: { width, height } });
  try {
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    return await page.screenshot({ omitBackground: true });
  } finally {
    await page.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchChromium();
  const png = await drawLogo(browser);
  await browser.close();
  writeFileSync(LOGO_PNG, png);
  console.log(`${path.relative(ROOT, LOGO_PNG)}: ${brand.logo.width} x ${brand.logo.height}, ${png.length} bytes`);
}
