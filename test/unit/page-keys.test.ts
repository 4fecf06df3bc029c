// One key names a page's route table entry, its words (content/pages/<key>.ts) and its code (client/pages/<key>/):
// a newcomer who knows the key finds both files without a table of renames.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PAGE_KEYS, notFoundRoute, routes } from '../../shared/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

/** The page keys that lack a content module or a client folder, as "<key>: <missing path>". */
function missingPageFiles(keys: readonly string[], exists: (rel: string) => boolean): string[] {
  return keys.flatMap((key) =>
    [`content/pages/${key}.ts`, `client/pages/${key}/index.tsx`].filter((f) => !exists(f)).map((f) => `${key}: ${f}`),
  );
}

/** Relative import specifiers of a module's static and dynamic imports. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)].map((m) => m[1]);
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return filesUnder(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('page keys', () => {
  test('every page key has its content module and its client folder, named by the key', () => {
    expect(missingPageFiles(PAGE_KEYS, (f) => existsSync(path.join(root, f)))).toEqual([]);
  });

  test('the check names a key that lacks either file', () => {
    const present = new Set(['content/pages/home.ts', 'client/pages/home/index.tsx', 'client/pages/legal/index.tsx']);
    expect(missingPageFiles(['home', 'legal', 'extra'], (f) => present.has(f))).toEqual([
      'legal: content/pages/legal.ts',
      'extra: content/pages/extra.ts',
      'extra: client/pages/extra/index.tsx',
    ]);
  });

  test('no content module or client folder exists without its page key', () => {
    const keys = new Set<string>(PAGE_KEYS);
    const modules = readdirSync(path.join(root, 'content/pages')).map((f) => f.replace(/\.ts$/, ''));
    const folders = readdirSync(path.join(root, 'client/pages'));
    expect(modules.filter((m) => !keys.has(m))).toEqual([]);
    expect(folders.filter((f) => !keys.has(f))).toEqual([]);
  });

  test("each route's metadata is written in its own page's module", async () => {
    for (const route of [...routes, notFoundRoute]) {
      const mod = (await import(`../../content/pages/${route.page}.ts`)) as { meta: Record<string, unknown> };
      expect(Object.keys(mod.meta), `${route.id} in content/pages/${route.page}.ts`).toContain(route.id);
    }
  });

  test('the page registry loads each key from its own folder', () => {
    const registry = read('client/app/page-registry.ts');
    for (const key of PAGE_KEYS) {
      const name = /^[a-z]+$/.test(key) ? key : `'${key}'`;
      expect(registry, key).toContain(`${name}: () => import('../pages/${key}/index.tsx')`);
    }
  });

  test("a page's code imports no other page's words", () => {
    const crossings: string[] = [];
    for (const key of PAGE_KEYS) {
      for (const file of filesUnder(`client/pages/${key}`)) {
        for (const spec of relativeImports(read(file))) {
          const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec));
          const m = /^content[\\/]pages[\\/]([\w-]+)\.ts$/.exec(target);
          if (m && m[1] !== key) crossings.push(`${file} -> ${target}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});
