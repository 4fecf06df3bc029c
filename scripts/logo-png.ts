// `npx tsx scripts/logo-png.ts`: public/logo.png, the raster logo search engines show for the organisation (Google
// asks for at least 112 x 112 px), and the raster icons of brand.icons (a PNG icon, the apple-touch-icon), drawn
// by Chromium from the SVG mark public/favicon.svg (decision 203). The PNGs are committed because `npm run build` also runs where no browser is installed (the Docker image);
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
export function drawLogo(browser: Browser): Promise<Buffer> {
  return drawMark(browser, brand.logo.width, brand.logo.height, null);
}

/** The SVG mark drawn square at `size`, on `background` (an opaque colour) or transparent. */
export async function drawMark(
  browser: Browser,
  width: number,
  height: number,
  background: string | null,
): Promise<Buffer> {
  const svg = readFileSync(LOGO_SVG, 'utf8').replace('<svg', `<svg width="${width}" height="${height}"`);
  const page = await browser.newPage({ viewport: { width, height } });
  try {
    const fill = background ? `background:${background};` : '';
    await page.setContent(`<html><body style="margin:0;${fill}">${svg}</body></html>`);
    return await page.screenshot({ omitBackground: background === null });
  } finally {
    await page.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchChromium();
  const png = await drawLogo(browser);
  writeFileSync(LOGO_PNG, png);
  console.log(`${path.relative(ROOT, LOGO_PNG)}: ${brand.logo.width} x ${brand.logo.height}, ${png.length} bytes`);
  for (const icon of brand.icons) {
    const file = path.join(ROOT, 'public', icon.path.slice(1));
    const drawn = await drawMark(browser, icon.size, icon.size, icon.background);
    writeFileSync(file, drawn);
    console.log(`${path.relative(ROOT, file)}: ${icon.size} x ${icon.size}, ${drawn.length} bytes`);
  }
  await browser.close();
}
