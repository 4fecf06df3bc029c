// Phone comparison tables show every plan (decision 241): at 320 and 375 px each comparison is one list per plan,
// the recommended plan first and marked, every plan heading and call to action whole on screen; at 768 px the table
// shows every plan column inside its box. Elements are found by role and name, as a visitor finds them.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { productCatalogues, type ProductKey } from '../../content/catalogue.ts';
import { planById } from '../../content/plans.ts';
import { useSite } from './harness.ts';

const site = useSite();

const pages: Array<[string, ProductKey]> = [
  ['/local/compare-plans', 'local'],
  ['/local', 'local'],
  ['/hosting', 'hosting'],
  ['/wordpress', 'wordpress'],
  ['/woocommerce', 'woocommerce'],
  ['/stores', 'stores'],
  ['/mail', 'mail'],
  ['/websites', 'websites'],
  ['/webdesign', 'webdesign'],
];

/** The table's name: the local comparison page compares every feature, a product page what differs (decision 330). */
const tableName = (path: string, name: string) =>
  path === '/local/compare-plans' ? `Compare all features of the ${name} plans` : `How the ${name} plans differ`;

const plansOf = (key: ProductKey) => productCatalogues[key].filterPlanIds.map((id) => planById(id)!);

/** Problems of an element: outside the viewport sideways, or its content cut by its own box. */
async function clipping(el: Locator): Promise<string[]> {
  return el.evaluate((node) => {
    const out: string[] = [];
    const r = node.getBoundingClientRect();
    const label = `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    if (r.width === 0 || r.height === 0) out.push(`${label} has no size`);
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5)
      out.push(`${label} spans ${Math.round(r.left)}-${Math.round(r.right)} of ${window.innerWidth}`);
    for (let e: Element | null = node; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (e.scrollWidth > e.clientWidth + 1 && s.overflowX !== 'visible' && s.overflowX !== 'auto')
        out.push(`${label}: ${e.tagName.toLowerCase()}.${e.className} cuts ${e.scrollWidth - e.clientWidth}px`);
      if (e !== node && (s.overflowX === 'hidden' || s.overflowX === 'clip')) {
        const b = e.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) out.push(`${label} is cut by ${e.className}`);
      }
    }
    return out;
  });
}

async function phoneChecks(page: Page, key: ProductKey, path: string): Promise<string[]> {
  const problems: string[] = [];
  const name = productCatalogues[key].productName;
  const list = page.getByRole('list', { name: `${name} plans, one after another` });
  expect(await list.count(), `${path}: one stacked comparison`).toBe(1);
  await list.scrollIntoViewIfNeeded();
  const headings = list.getByRole('heading');
  const titles = await headings.allTextContents();
  const expected = plansOf(key);
  expect(new Set(titles), `${path}: every plan has its list`).toEqual(new Set(expected.map((p) => p.title)));
  const recommended = expected.find((p) => p.isRecommended);
  if (recommended) expect(titles[0], `${path}: recommended plan first`).toBe(recommended.title);
  for (let i = 0; i < titles.length; i += 1) {
    const h = headings.nth(i);
    await h.scrollIntoViewIfNeeded();
    if (!(await h.isVisible())) problems.push(`heading ${titles[i]} hidden`);
    problems.push(...(await clipping(h)));
  }
  if (recommended) {
    const mark = list.getByText('Recommended', { exact: true });
    expect(await mark.count()).toBe(1);
    problems.push(...(await clipping(mark)));
  }
  // The table is not shown on a phone: nothing sits off-screen to the right.
  expect(await page.getByRole('table', { name: tableName(path, name) }).isVisible()).toBe(false);
  return problems;
}

async function tabletChecks(page: Page, key: ProductKey, path: string): Promise<string[]> {
  const problems: string[] = [];
  const name = productCatalogues[key].productName;
  const table = page.getByRole('table', { name: tableName(path, name) });
  await table.scrollIntoViewIfNeeded();
  expect(await table.isVisible()).toBe(true);
  const region = page.getByRole('region', { name: `${name} plans side by side` });
  const box = (await region.boundingBox())!;
  for (const plan of plansOf(key)) {
    const th = table.getByRole('columnheader', { name: new RegExp(plan.title) });
    expect(await th.count(), plan.title).toBe(1);
    const r = (await th.boundingBox())!;
    if (r.x < box.x - 0.5 || r.x + r.width > box.x + box.width + 0.5)
      problems.push(`column ${plan.title} outside the table's box (needs a sideways scroll)`);
    problems.push(...(await clipping(th)));
  }
  expect(await page.getByRole('list', { name: `${name} plans, one after another` }).isVisible()).toBe(false);
  return problems;
}

/** One page per path, resized between widths (as the layout test does): a loaded machine opens pages slowly. */
async function atWidths(path: string, fn: (page: Page, width: number) => Promise<void>) {
  await site.withPage(path, { width: 320, height: 800 }, async (page) => {
    for (const width of [320, 375, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await fn(page, width);
    }
  });
}

describe('every plan of each comparison is reachable and nothing is clipped', () => {
  test.each(pages)(
    '%s',
    async (path, key) => {
      await atWidths(path, async (page, width) => {
        const problems = width < 768 ? await phoneChecks(page, key, path) : await tabletChecks(page, key, path);
        expect(problems, `${width} px`).toEqual([]);
      });
    },
    180_000,
  );

  test('/local/compare-plans: each plan has its price and a whole "Choose" link at every width', async () => {
    await atWidths('/local/compare-plans', async (page, width) => {
      for (const plan of plansOf('local')) {
        const visible = page.getByRole('link', { name: `Choose ${plan.title}` }).filter({ visible: true });
        expect(await visible.count(), `${width} px ${plan.title}`).toBe(1);
        await visible.scrollIntoViewIfNeeded();
        expect(await clipping(visible), `${width} px`).toEqual([]);
        expect(await visible.getAttribute('href')).toContain(`pd=${plan.ratePlanId}`);
      }
      // Premium keeps the review monitoring Standard has.
      if (width >= 768)
        expect(
          await page
            .getByRole('row', { name: /^Review monitoring/ })
            .getByRole('cell')
            .allTextContents(),
        ).toEqual(['Included', 'Included']);
    });
  }, 180_000);
});
