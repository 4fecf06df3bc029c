// Every dependency in package.json earns its place: imported by some module, run by an npm script, typing or
// completing (as a peer) one that is, or named below with the reason. A dependency nothing uses is installed on
// every machine and in the image for nothing, and reads to a newcomer as part of the design.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT, sourceText } from '../helpers/source-tree.ts';

/** Dependencies no module imports, kept on purpose. */
const KEPT: Record<string, string> = {};

const SOURCE_DIRS = ['client', 'server', 'shared', 'content', 'scripts', 'test'];
const CODE = /\.(?:[cm]?js|tsx?)$/;

/** The package a bare module specifier names (`@scope/name/sub` -> `@scope/name`), or null for a relative path. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages a module imports, exports from, requires or resolves, read by TypeScript's pre-processor, not a regex. */
function importedBy(source: string): { packages: string[]; usesNode: boolean } {
  const info = ts.preProcessFile(source, true, true);
  const specifiers = info.importedFiles.map((f) => f.fileName);
  for (const [, s] of source.matchAll(/require\.resolve\(\s*['"]([^'"]+)['"]/g)) specifiers.push(s);
  // A test file may ask vitest for a DOM environment package in its docblock.
  for (const [, env] of source.matchAll(/@vitest-environment\s+([\w@/-]+)/g)) specifiers.push(env);
  return {
    packages: specifiers.map(packageOf).filter((p): p is string => p !== null),
    usesNode: specifiers.some((s) => s.startsWith('node:')),
  };
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];

function manifestOf(name: string): {
  bin?: string | Record<string, string>;
  peerDependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
}

function findUses() {
  const imported = new Set<string>();
  let usesNode = false;
  const codeFiles = [
    ...SOURCE_DIRS.flatMap((d) => filesUnder(d, CODE)),
    ...readdirSync(ROOT, { withFileTypes: true })
      .filter((e) => e.isFile() && CODE.test(e.name))
      .map((e) => e.name),
  ];
  for (const file of codeFiles) {
    const found = importedBy(sourceText(file));
    found.packages.forEach((p) => imported.add(p));
    usesNode ||= found.usesNode;
  }
  // A file taken straight from a package: a stylesheet's font, a test running a package's CLI by its path.
  for (const file of [...codeFiles, ...filesUnder('client', /\.css$/)]) {
    for (const [, p] of sourceText(file).matchAll(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//g)) imported.add(p);
  }
  const scriptWords = new Set(Object.values(pkg.scripts).flatMap((s) => s.split(/[\s&|;]+/)));
  const runByScript = (name: string) => {
    const { bin } = manifestOf(name);
    const bins = typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin ?? {});
    return bins.some((b) => scriptWords.has(b));
  };
  const used = new Set(declared.filter((d) => imported.has(d) || runByScript(d)));
  // A peer a used package requires is used through it (e.g. @testing-library/dom under @testing-library/react).
  for (const name of [...used]) {
    for (const peer of Object.keys(manifestOf(name).peerDependencies ?? {}))
      if (declared.includes(peer)) used.add(peer);
  }
  // Type packages follow the package they type (kept with it when it is kept); @types/node follows `node:` imports.
  const kept = new Set<string>();
  for (const name of declared.filter((d) => d.startsWith('@types/'))) {
    const typed = name.slice('@types/'.length);
    const of = typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
    if (used.has(of) || (of === 'node' && usesNode)) used.add(name);
    else if (Object.hasOwn(KEPT, of)) kept.add(name);
  }
  return { used, imported, kept };
}

describe('dependencies', () => {
  const { used, imported, kept } = findUses();

  it('reads imports of every kind and nothing from comments', () => {
    const src = `// import 'commented-out'\nimport a from 'a-pkg/sub';\nexport { b } from '@scope/b/deep';
      const c = await import('c-pkg'); const d = require('d-pkg'); require.resolve('e-pkg/files/x.woff2');
      import type { F } from 'f-pkg'; import './local.ts'; import fs from 'node:fs';`;
    const found = importedBy(src);
    expect(found.packages.sort()).toEqual(['@scope/b', 'a-pkg', 'c-pkg', 'd-pkg', 'e-pkg', 'f-pkg']);
    expect(found.usesNode).toBe(true);
  });

  it('finds the imports of the code', () => {
    for (const name of ['react', 'express', 'vitest', 'playwright-core']) expect(imported.has(name)).toBe(true);
  });

  it('declares no dependency that no code, script or peer uses, except those kept with a reason', () => {
    const unused = declared.filter((d) => !used.has(d) && !kept.has(d) && !Object.hasOwn(KEPT, d));
    expect(unused).toEqual([]);
  });

  it('keeps no reason for a dependency that is gone or now used', () => {
    for (const name of Object.keys(KEPT)) {
      expect(declared, name).toContain(name);
      expect(used.has(name), `${name} is used now: drop it from KEPT`).toBe(false);
    }
  });
});
