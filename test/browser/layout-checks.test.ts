import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from './harness.ts';
import { layoutProblems } from './layout-checks.ts';

// The layout checks of page-sweep.ts on a page of their own: what a person cannot see is not checked, and what
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

/** Cards in a grid of three columns, 1000 px wide; `lastRow` styles the cards after the first three. */
const cardGrid = (count: number, lastRow = '') => `<!doctype html><html lang="en"><body style="margin: 0">
  <main><ul style="display: grid; grid-template-columns: repeat(3, 1fr); gap: 20px; width: 1000px; padding: 0">
    ${Array.from({ length: count }, (_, i) => `<li style="list-style: none; border: 1px solid #ccc; height: 120px${i >= 3 ? `; ${lastRow}` : ''}"><h3>Card ${i + 1}</h3></li>`).join('')}
  </ul></main>
</body></html>`;

async function orphans(html: string) {
  await page.setViewportSize({ width: 1100, height: 600 });
  await page.setContent(html);
  await page.evaluate('globalThis.__name ??= (f) => f');
  return (await page.evaluate(layoutProblems, { sizes: false, orphans: true })).filter((p) => p.startsWith('orphan'));
}

test('a card grid whose last row is short and starts at the left has orphaned cards', async () => {
  expect(await orphans(cardGrid(4))).toEqual([
    expect.stringMatching(/^orphaned cards: last row holds 1 of 3 .*Card 4/),
  ]);
  expect(await orphans(cardGrid(5))).toEqual([expect.stringMatching(/^orphaned cards: last row holds 2 of 3 /)]);
  // One card in a grid of two columns: a half-width card with nothing beside it.
  expect(
    await orphans(`<!doctype html><html lang="en"><body><main>
      <div style="display: grid; grid-template-columns: 1fr 1fr; width: 800px"><div style="height: 200px"><h2>Alone</h2></div></div>
    </main></body></html>`),
  ).toHaveLength(1);
});

test('full rows, a centred last row or a last card spanning the row are not orphans', async () => {
  expect(await orphans(cardGrid(6))).toEqual([]);
  expect(await orphans(cardGrid(4, 'grid-column: 2'))).toEqual([]);
  expect(await orphans(cardGrid(4, 'grid-column: 1 / -1'))).toEqual([]);
  // A row of buttons that wraps is no card grid.
  expect(
    await orphans(`<!doctype html><html lang="en"><body><main><div style="display: flex; flex-wrap: wrap; width: 300px">
      ${'<a href="/x" style="display: block; width: 140px; height: 44px; background: #06c">Go</a>'.repeat(3)}
    </div></main></body></html>`),
  ).toEqual([]);
});
