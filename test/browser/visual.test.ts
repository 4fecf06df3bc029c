import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, startServer } from './harness.ts';

/**
 * The busiest pages at 375 and 1280 px against committed reference images, so a change in look
 * is a reviewed change (decision 123). The top two screens of each page are compared with pixelmatch; a few
 * differing pixels (anti-aliasing) are tolerated. Regenerate the references with UPDATE_SNAPSHOTS=1 after an
 * intended change, look at them, and commit them with it. On a mismatch the actual image and a diff are written
 * to the temporary folder named in the failure.
 */
const PAGES = ['/', '/hosting', '/wordpress', '/websites', '/domains', '/webdesign', '/mail', '/local'];
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
] as const;
/** Screens kept per page: the top of the page, where a change in look shows first. */
const SCREENS = 2;
/** Per-pixel colour threshold (pixelmatch, 0 to 1) and the share of pixels that may differ. */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;
/** A fixed moment (a Monday, 10:00 in Los Angeles): banners, the customer-care card and dates render the same. */
const FIXED_TIME = Date.parse('2026-03-16T17:00:00Z');

const REF_DIR = path.join(import.meta.dirname, '__snapshots__', 'visual');
const OUT_DIR = path.join(os.tmpdir(), 'siteharbor-visual');
const UPDATE = process.env.UPDATE_SNAPSHOTS === '1';

const slug = (p: string) => (p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9]+/gi, '-'));

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ deps: { now: () => FIXED_TIME } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function capture(pathname: string, viewport: (typeof VIEWPORTS)[number]): Promise<Buffer> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_TIME);
    await page.goto(server.base + pathname);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    // Fonts and every image (lazy ones too) loaded, then two frames drawn.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images).map((img) => {
          img.loading = 'eager';
          return img.complete
            ? null
            : new Promise((r) => {
                img.onload = img.onerror = r;
              });
        }),
      );
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    const full = await page.evaluate(() => document.documentElement.scrollHeight);
    const height = Math.min(full, viewport.height * SCREENS);
    return await page.screenshot({
      clip: { x: 0, y: 0, width: viewport.width, height },
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  } finally {
    await context.close();
  }
}

describe('visual snapshots of the busiest pages', () => {
  const cases = PAGES.flatMap((p) => VIEWPORTS.map((v) => [p, v.width, v] as const));
  test.each(cases)('%s at %i px', async (pathname, width, viewport) => {
    const name = `${slug(pathname)}-${width}.png`;
    const ref = path.join(REF_DIR, name);
    const shot = await capture(pathname, viewport);
    if (UPDATE) {
      mkdirSync(REF_DIR, { recursive: true });
      writeFileSync(ref, shot);
      return;
    }
    expect(existsSync(ref), `no reference ${path.relative(process.cwd(), ref)}: run with UPDATE_SNAPSHOTS=1`).toBe(
      true,
    );
    const expected = PNG.sync.read(readFileSync(ref));
    const actual = PNG.sync.read(shot);
    mkdirSync(OUT_DIR, { recursive: true });
    if (expected.width !== actual.width || expected.height !== actual.height) {
      writeFileSync(path.join(OUT_DIR, name), shot);
      expect.fail(
        `${pathname} at ${width} px: the page is ${actual.width}x${actual.height}, the reference ${expected.width}x${expected.height} (actual in ${OUT_DIR})`,
      );
    }
    const diff = new PNG({ width: actual.width, height: actual.height });
    const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
      threshold: THRESHOLD,
    });
    const ratio = changed / (actual.width * actual.height);
    if (ratio > MAX_DIFF_RATIO) {
      writeFileSync(path.join(OUT_DIR, name), shot);
      writeFileSync(path.join(OUT_DIR, name.replace('.png', '-diff.png')), PNG.sync.write(diff));
    }
    expect(
      ratio,
      `${pathname} at ${width} px: ${changed} pixels differ (${(ratio * 100).toFixed(3)}%); actual and diff in ${OUT_DIR}`,
    ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });
});
