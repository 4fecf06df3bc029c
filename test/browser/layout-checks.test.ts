import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from './harness.ts';
import { layoutProblems } from './layout-checks.ts';

// The layout checks of page-sweep.test.ts on a page of their own: what a person cannot see is not checked, and what
// they can see still is.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 320, height: 600 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** A narrow disclosure whose links are too long for it: each label wraps, and the second is drawn over the first. */
const disclosure = (open: boolean) => `<!doctype html><html lang="en"><body>
  <details${open ? ' open' : ''} style="width: 60px">
    <summary>Menu</summary>
    <a href="/a" style="display: block">Professional services</a>
    <a href="/b" style="display: block; margin-top: -20px">Website design</a>
  </details>
</body></html>`;

async function problems(html: string) {
  await page.setContent(html);
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(layoutProblems, { sizes: false });
}

test('the content of a closed <details> is not checked: the browser draws none of it', async () => {
  expect(await problems(disclosure(false))).toEqual([]);
});

test('the same content, open, is checked', async () => {
  const found = await problems(disclosure(true));
  expect(found).toContainEqual(expect.stringMatching(/^label wraps onto \d lines: a "Professional services"/));
  expect(found).toContainEqual(expect.stringMatching(/^overlap: a "Professional services".* and a "Website design/));
});
