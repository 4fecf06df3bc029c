// `npm run screenshots`: every route (scripts/route-paths.ts) at 375 and 1280 px as small WebP files in
// docs/screenshots/, so a reviewer sees the site without running it (decision 122). It starts the built
// server (building first if there is none), opens each page in Chromium with reduced motion, waits for fonts
// and images, and keeps the top of the page: 1280 px shots are the first 2,000 px scaled to half size, 375 px
// shots the first 1,600 px at full size. It also writes docs/screenshots/README.md, an index of the images.
// Run it after a build whenever pages change, and look at the result.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-config.ts';
import { pngToWebp, settle, startBuiltServer } from './capture.ts';
import { launchChromium } from './chromium.ts';
import { routePaths } from './route-paths.ts';

const OUT = path.join(ROOT, 'docs/screenshots');
const SHOTS = [
  { name: 'phone', width: 375, height: 740, keep: 1600, scale: 1, quality: 0.6 },
  { name: 'desktop', width: 1280, height: 900, keep: 2000, scale: 0.5, quality: 0.6 },
] as const;

export function slug(p: string): string {
  return p === '/'
    ? 'home'
    : p
        .replace(/^\//, '')
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/-+$/, '');
}

const only = process.argv.slice(2);
const list = routePaths().filter((r) => only.length === 0 || only.includes(r.path));
const server = await startBuiltServer();
const browser = await launchChromium();
try {
  await fs.mkdir(OUT, { recursive: true });
  if (only.length === 0) {
    for (const f of await fs.readdir(OUT)) if (f.endsWith('.webp')) await fs.rm(path.join(OUT, f));
  }
  let total = 0;
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const encoder = await context.newPage();
    for (const r of list) {
      await page.goto(server.base + r.path);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 }).catch(() => {});
      await settle(page);
      const full = await page.evaluate(() => document.documentElement.scrollHeight);
      const height = Math.min(full, shot.keep);
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width: shot.width, height },
        fullPage: true,
        animations: 'disabled',
      });
      const [webp] = await pngToWebp(encoder, png, [Math.round(shot.width * shot.scale)], shot.quality);
      await fs.writeFile(path.join(OUT, `${slug(r.path)}-${shot.width}.webp`), webp);
      total += webp.length;
      console.log(`${r.path} ${shot.width}: ${(webp.length / 1024).toFixed(1)} KB`);
    }
    await context.close();
  }
  console.log(`screenshots: ${list.length * SHOTS.length} files, ${(total / 1024 / 1024).toFixed(2)} MB`);

  if (only.length === 0) {
    const rows = routePaths().map(
      (r) =>
        `| \`${r.path}\` | ![${r.path} at 375 px](./${slug(r.path)}-375.webp) | ![${r.path} at 1280 px](./${slug(r.path)}-1280.webp) |`,
    );
    await fs.writeFile(
      path.join(OUT, 'README.md'),
      [
        '# Screenshots',
        '',
        'Every route at 375 and 1280 px (the top of each page), made by `npm run screenshots` after a build.',
        'Do not edit by hand; run the script again when a page changes.',
        '',
        '| path | 375 px | 1280 px |',
        '|---|---|---|',
        ...rows,
        '',
      ].join('\n'),
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
