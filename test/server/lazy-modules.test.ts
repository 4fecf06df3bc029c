// The build's manifest is read off esbuild's metafile: every module the client imports lazily must have
// its chunk in the manifest, and every page and layout of the registries must be found there by its declared path.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  LAZY_LAYOUTS,
  layoutModulePath,
  NAVIGATION_MODULES,
  PAGE_KEYS,
  pageModulePath,
} from '../../client/app/lazy-modules.ts';
import { assetFile, DIST, MANIFEST, ROOT } from '../../scripts/build-config.ts';
import { COMPILE_HINT } from '../../scripts/build.ts';
import { chunkMap, pageAssets, pageModules, type Manifest } from '../../server/manifest.ts';

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

test('every import() in client/ has its chunk in the manifest', () => {
  const unknown: string[] = [];
  let seen = 0;
  for (const file of sources(path.join(ROOT, 'client'))) {
    // Code only: comments and type positions (`typeof import(...)`) load nothing.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const m of code.matchAll(/(typeof\s+)?\bimport\(\s*(['"`])([^'"`]+)\2\s*\)/g)) {
      if (m[1]) continue;
      seen++;
      const spec = m[3];
      if (m[2] === '`') {
        // A glob import: each module it can reach must be known.
        const pattern = new RegExp(
          `^${rel(path.resolve(path.dirname(file), spec))
            .replace(/[.+?^()|[\]\\]/g, '\\$&')
            .replace(/\$\{[^}]+\}/g, '[^/]+')}$`,
        );
        const matches = Object.keys(manifest.lazy).filter((k) => pattern.test(k));
        if (matches.length === 0) unknown.push(`${rel(file)}: ${spec}`);
        continue;
      }
      const target = rel(path.resolve(path.dirname(file), spec));
      if (!manifest.lazy[target]) unknown.push(`${rel(file)}: ${spec}`);
    }
  }
  expect(seen).toBeGreaterThan(5);
  expect(unknown).toEqual([]);
});

test('every page and layout is found in the metafile by its declared module', () => {
  for (const key of PAGE_KEYS)
    expect({ ...manifest.pages[key], after: undefined }, key).toEqual(manifest.lazy[pageModulePath(key)]);
  for (const kind of LAZY_LAYOUTS) expect(manifest.layouts[kind], kind).toEqual(manifest.lazy[layoutModulePath(kind)]);
});

test('lazily loaded pieces share the app shell rather than splitting it: one chunk set for the entry', () => {
  // The metafile says which inputs each output holds: the app root must sit in exactly one chunk.
  const meta = JSON.parse(readFileSync(path.join(DIST, 'metafile.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const withRoot = Object.entries(meta.outputs).filter(([, o]) => 'client/app/root.tsx' in o.inputs);
  expect(withRoot).toHaveLength(1);
});

test('every shared chunk holds code: no file is requested for nothing', () => {
  // A chunk no dynamic import names exists only because pages or lazy pieces share its modules; one holding no
  // bytes (a wrapper of the build's own with a reach set of its own) is a request that brings nothing.
  const meta = JSON.parse(readFileSync(path.join(DIST, 'metafile.json'), 'utf8')) as {
    outputs: Record<string, { bytes: number; entryPoint?: string }>;
  };
  const shared = Object.entries(meta.outputs).filter(([f, o]) => f.endsWith('.js') && !o.entryPoint);
  expect(shared.length).toBeGreaterThan(5);
  expect(shared.filter(([, o]) => o.bytes === 0).map(([f]) => path.basename(f))).toEqual([]);
});

test('a client navigation fetches the parts a page shows at once with the page: one round trip, not two', () => {
  const table = manifest.lazy['client/components/pricing/plan-comparison-table.tsx'];
  const proof = manifest.lazy['client/components/proof-block.tsx'];
  // Hosting sells plans (price cards, so the comparison table) and shows a guarantee; the legal page shows neither.
  expect(manifest.pages.hosting.after).toEqual(expect.arrayContaining([table.js, ...table.imports, proof.js]));
  expect(manifest.pages.legal.after ?? []).not.toContain(table.js);
  // A page load keeps the server's HTML of those parts, so it never preloads their code.
  expect(pageAssets(manifest, 'hosting', 'default').modulepreload).not.toContain(table.js);
  const map = chunkMap(manifest);
  const files = (ix: number[]) => ix.map((i) => map.files[i]);
  expect(files(map.pages.hosting)).toContain(table.js);
  expect(files(map.meta)).toEqual(expect.arrayContaining(NAVIGATION_MODULES.map((m) => manifest.lazy[m].js)));
});

test("a page preloads the entry's imports and its own chunk; the small chunks they share are fetched with the page's", () => {
  const page = manifest.pages.hosting;
  const preload = pageAssets(manifest, 'hosting', 'default').modulepreload;
  expect(preload).toEqual([...manifest.entryImports, page.js]);
  // The page's own static imports exist (esbuild splits shared code out) and are loaded, not preloaded.
  expect(page.imports.length).toBeGreaterThan(0);
  for (const f of page.imports.filter((f) => !manifest.entryImports.includes(f))) expect(preload).not.toContain(f);
  expect(pageModules(manifest, 'hosting', 'default')).toEqual(expect.arrayContaining([...preload, ...page.imports]));
  // A page in another layout preloads that layout's chunk too.
  const demo = pageAssets(manifest, 'theme-demo', 'demo').modulepreload;
  expect(demo).toContain(manifest.layouts.demo.js);
  expect(demo).toContain(manifest.pages['theme-demo'].js);
});

test("the framework and the app shell start with V8's compile hint: they compile off the main thread as they stream in", () => {
  expect(manifest.entryImports.length).toBeGreaterThan(0);
  const first = (url: string) => readFileSync(assetFile(url), 'utf8').split('\n', 1)[0];
  for (const url of manifest.entryImports) expect(first(url), url).toBe(COMPILE_HINT);
  // Elsewhere the line would cost bytes for code that runs later, if at all.
  expect(first(manifest.lazy[pageModulePath('hosting')]!.js)).not.toBe(COMPILE_HINT);
});
