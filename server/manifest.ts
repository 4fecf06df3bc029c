import { readFileSync } from 'node:fs';
import type { LayoutKind, PageKey } from '../shared/routes.ts';
import type { ChunkMap, PageAssets } from '../shared/app-data.ts';
import { NAVIGATION_MODULES } from '../client/app/lazy-modules.ts';

/** What the build tells the server about the client files (scripts/build.ts). */
export interface Manifest {
  builtAt: string;
  entry: string;
  entryImports: string[];
  css: string[];
  /** Font files every page preloads (the brand face). */
  fonts?: string[];
  /** Theme id -> its demo's display face, which only that demo page preloads (decision 317). */
  themeFonts?: Record<string, string>;
  /**
   * `after`: the lazily loaded parts the page shows at once (client/app/lazy-modules.ts SHOWN_WITH_PAGE), which only
   * a client navigation needs.
   */
  pages: Record<string, { js: string; imports: string[]; after?: string[] }>;
  /** Layouts other than the default one, which ships with the app shell. */
  layouts: Record<string, { js: string; imports: string[] }>;
  /** Every chunk that starts at a dynamically imported module, by the module's source path (esbuild's metafile). */
  lazy: Record<string, { js: string; imports: string[] }>;
}

export function readManifest(file: string): Manifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`No build manifest at ${file}: run "npm run build" first.`);
  }
}

/**
 * Every module the page's first render loads besides the entry: the entry's static imports, and the page's and the
 * layout's chunks with theirs.
 */
export function pageModules(manifest: Manifest, page: PageKey, layout: LayoutKind): string[] {
  const chunks = [manifest.pages[page], manifest.layouts[layout]].flatMap((c) => (c ? [c.js, ...c.imports] : []));
  const modules = new Set([...manifest.entryImports, ...chunks]);
  modules.delete(manifest.entry);
  return [...modules];
}

/**
 * The stylesheet, the entry script, and the modules preloaded in parallel with them: the entry's static imports
 * (the framework and the app shell) and the page's and the layout's own chunks. Their other static imports, the
 * small chunks esbuild splits out of code pages share (15 to 20 of up to 6 KB on a product page), are fetched when
 * the page's chunk is imported, one round trip later (decision 261): preloaded, they were scripts the first paint
 * of a slow phone waited behind.
 */
export function pageAssets(
  manifest: Manifest,
  page: PageKey,
  layout: LayoutKind,
  params: Record<string, string> = {},
): PageAssets {
  const own = [manifest.pages[page], manifest.layouts[layout]].flatMap((c) => (c ? [c.js] : []));
  const preload = new Set([...manifest.entryImports, ...own]);
  preload.delete(manifest.entry);
  return {
    entry: manifest.entry,
    css: manifest.css,
    fonts: [...(manifest.fonts ?? []), ...themeFont(manifest, page, params)],
    modulepreload: [...preload],
    chunks: chunkMap(manifest),
  };
}

/**
 * A theme demo's display face sets its first screen's headline: preloaded, it arrives within the first paint that
 * font-display: optional waits for, instead of the fallback face staying for the whole view (decision 317).
 */
function themeFont(manifest: Manifest, page: PageKey, params: Record<string, string>): string[] {
  const href = page === 'theme-demo' && params.themeId ? manifest.themeFonts?.[params.themeId] : undefined;
  return href ? [href] : [];
}

const chunkMaps = new WeakMap<Manifest, ChunkMap>();

/** Every page's, layout's and navigation module's files (chunk and static imports), once per manifest. */
export function chunkMap(manifest: Manifest): ChunkMap {
  let map = chunkMaps.get(manifest);
  if (map) return map;
  const files: string[] = [];
  const index = new Map<string, number>();
  const refs = (c: { js: string; imports: string[]; after?: string[] } | undefined): number[] =>
    c
      ? [c.js, ...c.imports, ...(c.after ?? [])]
          .filter((f) => !manifest.entryImports.includes(f))
          .map((f) => {
            let i = index.get(f);
            if (i === undefined) index.set(f, (i = files.push(f) - 1));
            return i;
          })
      : [];
  const each = (group: Manifest['pages']) => Object.fromEntries(Object.entries(group).map(([k, c]) => [k, refs(c)]));
  map = {
    files,
    pages: each(manifest.pages),
    layouts: each(manifest.layouts),
    meta: NAVIGATION_MODULES.flatMap((m) => refs(manifest.lazy[m])),
  };
  chunkMaps.set(manifest, map);
  return map;
}
