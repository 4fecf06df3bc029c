// The JavaScript budget (decisions 005, 150, 296, 322, 328): no page loads more than 96.8 KB of gzip JavaScript
// before it is interactive (the entry, its static imports, the page chunk and its static imports, preloaded or not
// (decision 261), as `npx tsx scripts/js-budget.ts` prints them), the home page at most 91.5 KB. Read off the build
// in dist/, so a change that makes any page heavier than that fails here rather than in the next audit.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { MANIFEST } from '../../scripts/build-config.ts';
import { pageWeight } from '../../scripts/js-budget.ts';
import type { Manifest } from '../../server/manifest.ts';
import { routes, type LayoutKind, type PageKey } from '../../shared/routes.ts';

const KB = 1024;
const LIMIT = 96.8 * KB;
const HOME_LIMIT = 91.5 * KB;

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;

/** Every page module with every layout a route serves it in (pages no route names, the 404 and the notice: default). */
function pagesAndLayouts(): { page: PageKey; layout: LayoutKind }[] {
  const seen = new Map<string, { page: PageKey; layout: LayoutKind }>();
  for (const page of Object.keys(manifest.pages) as PageKey[]) {
    const layouts = new Set(routes.filter((r) => r.page === page).map((r) => r.layout));
    if (layouts.size === 0) layouts.add('default');
    for (const layout of layouts) seen.set(`${page} ${layout}`, { page, layout });
  }
  return [...seen.values()];
}

test('every page of the build is weighed, each with its shell (React alone is over 60 KB)', () => {
  const all = pagesAndLayouts();
  expect(all.length).toBeGreaterThanOrEqual(Object.keys(manifest.pages).length);
  for (const { page, layout } of all) expect(pageWeight(manifest, page, layout).js, page).toBeGreaterThan(60 * KB);
});

test('no page loads more than 96.8 KB of gzip JavaScript, the home page at most 91.5 KB', () => {
  const over: string[] = [];
  for (const { page, layout } of pagesAndLayouts()) {
    const { js } = pageWeight(manifest, page, layout);
    const limit = page === 'home' ? HOME_LIMIT : LIMIT;
    if (js > limit) over.push(`${page} (${layout} layout): ${(js / KB).toFixed(1)} KB, limit ${limit / KB} KB`);
  }
  expect(over).toEqual([]);
});
