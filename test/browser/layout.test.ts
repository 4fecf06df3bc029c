import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routePaths } from '../../scripts/route-paths.ts';
import { launchBrowser, startServer } from './harness.ts';
import { layoutProblems } from './layout-checks.ts';

/**
 * Every route at seven widths (decision 122), in one browser with one page resized between widths. At each
 * width: no sideways scrolling, no button or link label that wraps or leaves its box, no two interactive
 * elements on top of each other; once per page: every img and inline svg in main has width and height. A failure
 * lists each problem with its width and the element (tag, classes, text).
 */
export const LAYOUT_WIDTHS = [320, 375, 568, 768, 1024, 1280, 1440] as const;
const HEIGHT = 900;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: LAYOUT_WIDTHS[0], height: HEIGHT },
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function settle(p: Page) {
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe('layout at 320 to 1440 px', () => {
  // LAYOUT_ONLY=/hosting,/mail runs only those paths (while repairing a page).
  const only = process.env.LAYOUT_ONLY?.split(',');
  const paths = routePaths()
    .map((r) => r.path)
    .filter((p) => !only || only.includes(p));
  test.each(paths.map((p) => [p]))('%s', async (path) => {
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: HEIGHT });
    await page.goto(server.base + path);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The checks are serialized into the page; a transpiler that keeps function names needs this helper there.
    await page.evaluate('globalThis.__name ??= (f) => f');
    const problems: string[] = [];
    for (const [i, width] of LAYOUT_WIDTHS.entries()) {
      if (i > 0) await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      for (const p of await page.evaluate(layoutProblems, { sizes: i === 0 })) problems.push(`${width} px: ${p}`);
    }
    expect(problems).toEqual([]);
  });
});
