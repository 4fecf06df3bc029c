import { readFileSync } from 'node:fs';
import type { PageKey } from '../shared/routes.ts';
import type { PageAssets } from '../shared/app-data.ts';

/** What the build tells the server about the client files (scripts/build.ts). */
export interface Manifest {
  builtAt: string;
  entry: string;
  entryImports: string[];
  css: string[];
  pages: Record<string, { js: string; imports: string[] }>;
}

export function readManifest(file: string): Manifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`No build manifest at ${file}: run "npm run build" first.`);
  }
}

/** The stylesheet, the entry script and every module the page's first render needs, preloaded in parallel. */
export function pageAssets(manifest: Manifest, page: PageKey): PageAssets {
  const p = manifest.pages[page];
  const preload = new Set([...manifest.entryImports, ...(p ? [p.js, ...p.imports] : [])]);
  preload.delete(manifest.entry);
  return { entry: manifest.entry, css: manifest.css, modulepreload: [...preload] };
}
