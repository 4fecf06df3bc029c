// Prints the gzip bytes of JavaScript and CSS each page loads (the entry, its static imports, the page chunk and
// its static imports), from the build manifest. Used by the benchmark and handy after a build.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { assetFile, MANIFEST } from './build-config.ts';
import type { Manifest } from '../server/manifest.ts';
import { pageAssets, pageModules } from '../server/manifest.ts';
import { routes, type LayoutKind, type PageKey } from '../shared/routes.ts';

const gz = (url: string) => gzipSync(readFileSync(assetFile(url)), { level: 9 }).length;

export function pageWeight(manifest: Manifest, page: PageKey, layout: LayoutKind): { js: number; css: number } {
  const a = pageAssets(manifest, page, layout);
  // Everything the page loads, preloaded or not.
  return {
    js: [a.entry, ...pageModules(manifest, page, layout)].reduce((n, f) => n + gz(f), 0),
    css: a.css.reduce((n, f) => n + gz(f), 0),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  // One line per route kind: a page module served by several layouts is listed with the first route's.
  for (const page of Object.keys(manifest.pages) as PageKey[]) {
    const w = pageWeight(manifest, page, routes.find((r) => r.page === page)?.layout ?? 'default');
    console.log(
      `${page.padEnd(16)} JS ${(w.js / 1024).toFixed(1).padStart(6)} KB   CSS ${(w.css / 1024).toFixed(1)} KB`,
    );
  }
}
