// Which font file each theme demo's display face is, for the demo page to preload it (decision 317). Read from
// the demos' own content (their `face`) and the stylesheet that maps a face to its family and file
// (client/styles/theme-demo-fonts.css), so neither is written twice; a face the build cannot trace stops it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { demoLoaders } from '../content/theme-demos/index.ts';
import type { ThemeId } from '../shared/theme-ids.ts';
import { ROOT } from './build-config.ts';

const FACES_CSS = 'client/styles/theme-demo-fonts.css';

/** Face key -> the source woff2 of its @font-face, e.g. fraunces -> node_modules/.../fraunces-latin-600-normal.woff2. */
export function faceSources(css: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const m of css.matchAll(/@font-face\s*\{[^}]*font-family:\s*'([^']+)'[^}]*url\('([^']+)'\)/g))
    families.set(m[1], path.posix.normalize(path.posix.join(path.posix.dirname(FACES_CSS), m[2])));
  const faces = new Map<string, string>();
  for (const m of css.matchAll(/\.td--f-([a-z0-9-]+)\s*\{\s*--td-head-face:\s*'([^']+)'/g)) {
    const src = families.get(m[2]);
    if (src) faces.set(m[1], src);
  }
  return faces;
}

/** Theme id -> the URL of its display face's hashed woff2 in the client build. */
export async function themeDisplayFonts(
  meta: Metafile,
  toUrl: (outFile: string) => string,
): Promise<Record<ThemeId, string>> {
  const faces = faceSources(await fs.readFile(path.join(ROOT, FACES_CSS), 'utf8'));
  const outOf = (src: string) =>
    Object.entries(meta.outputs).find(([f, o]) => f.endsWith('.woff2') && Object.hasOwn(o.inputs, src))?.[0];
  const entries = await Promise.all(
    (Object.keys(demoLoaders) as ThemeId[]).map(async (id) => {
      const { face } = (await demoLoaders[id]()).demo;
      const src = faces.get(face);
      const out = src && outOf(src);
      if (!out) throw new Error(`build: no font file for the display face "${face}" of theme ${id}`);
      return [id, toUrl(out)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ThemeId, string>;
}
