// What the JavaScript a page loads is made of, read off the last build (dist/metafile.json, dist/manifest.json):
// each file the page loads with its gzip size (as scripts/js-budget.ts weighs it), then the modules in it by the
// bytes they put there (minified, before gzip), largest first. Where to look before making a page lighter.
//
//   npx tsx scripts/chunk-report.ts [page key ...] [--top N]     (no key: the home page)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { assetFile, DIST, MANIFEST } from './build-config.ts';
import type { Manifest } from '../server/manifest.ts';
import { pageAssets, pageModules } from '../server/manifest.ts';
import { routes, type PageKey } from '../shared/routes.ts';

/** A module's name as the report prints it: packages by name, project files by path. */
const moduleName = (input: string) =>
  input.includes('node_modules/')
    ? input.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    : input.replace(/^shell-wrapper:/, '(wrapper) ');

export function pageReport(manifest: Manifest, meta: Metafile, page: PageKey, top: number): string[] {
  const byUrl = new Map<string, Metafile['outputs'][string]>();
  for (const [file, out] of Object.entries(meta.outputs))
    if (file.endsWith('.js')) byUrl.set(`/assets/${file.split('/client/assets/')[1]}`, out);
  const layout = routes.find((r) => r.page === page)?.layout ?? 'default';
  const files = [pageAssets(manifest, page, layout).entry, ...pageModules(manifest, page, layout)].map((url) => ({
    url,
    gzip: gzipSync(readFileSync(assetFile(url)), { level: 9 }).length,
    out: byUrl.get(url),
  }));
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((n, f) => n + f.gzip, 0);
  const lines = [`${page} (${layout} layout): ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`];
  for (const f of files) {
    lines.push(`  ${String(f.gzip).padStart(6)} B gzip  ${path.basename(f.url)}`);
    const sizes = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(f.out?.inputs ?? {}))
      sizes.set(moduleName(input), (sizes.get(moduleName(input)) ?? 0) + bytesInOutput);
    const shown = [...sizes].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
    for (const [name, n] of shown.slice(0, top)) lines.push(`          ${String(n).padStart(7)} B  ${name}`);
    if (shown.length > top) lines.push(`          (${shown.length - top} more modules)`);
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--top');
  const top = at >= 0 ? Number(args.splice(at, 2)[1]) : 12;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const meta = JSON.parse(readFileSync(path.join(DIST, 'metafile.json'), 'utf8')) as Metafile;
  for (const page of (args.length ? args : ['home']) as PageKey[]) {
    if (!manifest.pages[page])
      throw new Error(`no page ${page} in the build (keys: ${Object.keys(manifest.pages).join(', ')})`);
    console.log(pageReport(manifest, meta, page, top).join('\n'));
  }
}
