// `npm run thumbnails`: photographs each theme's demo page (its default variant) with the built server and
// writes client/theme-thumbnails/{themeId}-1x.webp (320x240) and -2x.webp (640x480). The files are committed;
// the build serves them hashed and the theme cards use them with srcset (decision 121). Run after a change to a
// demo (content/theme-demos, client/pages/theme-demo, client/styles/theme-demo.css), then look at them.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { themes, themeViewUrl } from '../content/themes.ts';
import { ROOT } from './build-config.ts';
import { pngToWebp, settle, startBuiltServer } from './capture.ts';
import { launchChromium } from './chromium.ts';

export const THUMB = { width: 320, height: 240 } as const;
/** The demo is photographed at this desktop viewport (4:3, like the card), from below the theme bar. */
const VIEWPORT = { width: 1200, height: 900 };
const OUT = path.join(ROOT, 'client/theme-thumbnails');
const QUALITY = 0.8;

const server = await startBuiltServer();
const browser = await launchChromium();
try {
  await fs.mkdir(OUT, { recursive: true });
  const context = await browser.newContext({
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height + 200 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const encoder = await context.newPage();
  let total = 0;
  for (const theme of themes) {
    // The demo's faces are font-display: optional (decision 256): a first view may draw the fallback, so the
    // page is loaded once to cache the faces and photographed on the second load, as a returning visitor sees it.
    await page.goto(`${server.base}${themeViewUrl(theme)}`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.goto(`${server.base}${themeViewUrl(theme)}`);
    await settle(page);
    const bar = await page.locator('.td-bar').boundingBox();
    if (!bar) throw new Error(`${theme.id}: no theme bar`);
    const png = await page.screenshot({ clip: { x: 0, y: bar.y + bar.height, ...VIEWPORT }, animations: 'disabled' });
    const [x1, x2] = await pngToWebp(encoder, png, [THUMB.width, THUMB.width * 2], QUALITY);
    await fs.writeFile(path.join(OUT, `${theme.id}-1x.webp`), x1);
    await fs.writeFile(path.join(OUT, `${theme.id}-2x.webp`), x2);
    total += x1.length + x2.length;
    console.log(`${theme.id}: 1x ${(x1.length / 1024).toFixed(1)} KB, 2x ${(x2.length / 1024).toFixed(1)} KB`);
  }
  console.log(
    `thumbnails: ${themes.length * 2} files, ${(total / 1024).toFixed(1)} KB in ${path.relative(ROOT, OUT)}/`,
  );
} finally {
  await browser.close();
  await server.stop();
}
