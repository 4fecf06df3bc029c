// The browser build serves source files as they are written: no esbuild plugin in scripts/ may return a file's text
// edited, not even with a line put before it (decision 150). What a page imports is in the source, where the type
// checker, the linter and the server render read the same thing as the browser build. What the build writes itself
// lives in a namespace of its own (scripts/build.ts, oneShellChunk's wrappers): bare imports and re-exports of one
// source module, nothing else.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OnLoadArgs, OnLoadOptions, OnLoadResult, Plugin, PluginBuild } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { oneShellChunk, WRAPPER_NS, wrapperOf } from '../../scripts/build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file under a folder, recursively, as absolute paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

type OnLoad = {
  options: OnLoadOptions;
  callback: (args: OnLoadArgs) => OnLoadResult | null | undefined | Promise<OnLoadResult | null | undefined>;
};

/** Runs a plugin's setup against a stand-in build and keeps the onLoad callbacks it registers. */
function onLoadsOf(plugin: Plugin): OnLoad[] {
  const loads: OnLoad[] = [];
  const fake = {
    initialOptions: {},
    onResolve: () => {},
    onLoad: (options: OnLoadOptions, callback: OnLoad['callback']) => void loads.push({ options, callback }),
    onStart: () => {},
    onEnd: () => {},
    onDispose: () => {},
    resolve: async () => ({
      errors: [],
      warnings: [],
      path: '',
      external: false,
      sideEffects: true,
      namespace: '',
      suffix: '',
      pluginData: undefined,
    }),
    esbuild: {},
  } as unknown as PluginBuild;
  void plugin.setup(fake);
  return loads;
}

/** What is wrong with what an onLoad returned for a file, or null when the file is served as written. */
function editOf(text: string, result: OnLoadResult | null | undefined): string | null {
  if (result == null || result.contents === undefined) return null;
  const contents = typeof result.contents === 'string' ? result.contents : new TextDecoder().decode(result.contents);
  if (contents === text) return null;
  return contents.endsWith(text) ? 'lines are put before the file text' : 'the file text is changed';
}

/** The one kind of line a wrapper may hold: a bare import, or a re-export of everything or of the default. */
const WRAPPER_LINE = /^(import "[^"\n]+"|export \* from "[^"\n]+"|export \{ default \} from "[^"\n]+");$/;

/** Calls every file-namespace onLoad of a plugin on every file its filter matches; returns the edits found. */
async function editsBy(plugin: Plugin, files: readonly string[]): Promise<string[]> {
  const edits: string[] = [];
  for (const { options, callback } of onLoadsOf(plugin)) {
    if ((options.namespace ?? 'file') === WRAPPER_NS) continue;
    if ((options.namespace ?? 'file') !== 'file') {
      edits.push(`${plugin.name}: an onLoad in namespace ${options.namespace} serves text of no file`);
      continue;
    }
    for (const file of files.filter((f) => options.filter.test(f))) {
      const result = await callback({ path: file, namespace: 'file', suffix: '', pluginData: undefined, with: {} });
      const edit = editOf(readFileSync(file, 'utf8'), result);
      if (edit) edits.push(`${plugin.name}: ${path.relative(ROOT, file)}: ${edit}`);
    }
  }
  return edits;
}

const SOURCES = ['client', 'content', 'shared'].flatMap(filesUnder).filter((f) => /\.(tsx?|css|svg)$/.test(f));
const PLUGINS = [oneShellChunk];

describe('esbuild plugins serve files as written', () => {
  test('every onLoad registered in scripts/ belongs to a plugin this test runs', () => {
    // A plugin the test does not know of would escape it: count the registrations written in scripts/.
    const written = filesUnder('scripts')
      .filter((f) => /\.[cm]?[tj]s$/.test(f))
      .reduce((n, f) => n + (readFileSync(f, 'utf8').match(/\.onLoad\(/g) ?? []).length, 0);
    expect(PLUGINS.flatMap(onLoadsOf)).toHaveLength(written);
    expect(written).toBeGreaterThan(0);
  });

  test('no onLoad returns a project file with its text edited', async () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    const edits = (await Promise.all(PLUGINS.map((p) => editsBy(p, SOURCES)))).flat();
    expect(edits).toEqual([]);
  });

  test('a wrapper holds bare imports and the re-exports of its one module, whose own text is not in it', async () => {
    const target = path.join(ROOT, 'client/pages/hosting/index.tsx');
    const text = await wrapperOf(target, [path.join(ROOT, 'client/app/root.tsx')]);
    const lines = text.trimEnd().split('\n');
    expect(
      lines.every((l) => WRAPPER_LINE.test(l)),
      text,
    ).toBe(true);
    expect(lines).toContain(`export { default } from ${JSON.stringify(target)};`);
    // A module without a default export is re-exported without one.
    const named = await wrapperOf(path.join(ROOT, 'client/app/structured-data.ts'), []);
    expect(named).toBe(`export * from ${JSON.stringify(path.join(ROOT, 'client/app/structured-data.ts'))};\n`);
  });

  test('the check finds an edited text: the icon import rewrite the build once did, or a binding added', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-plugins-'));
    const probe = path.join(dir, 'probe.tsx');
    writeFileSync(probe, "import { Check } from 'lucide-react';\nexport const A = Check;\n");
    const serving = (name: string, edit: (text: string) => string): Plugin => ({
      name,
      setup(b) {
        b.onLoad({ filter: /\.tsx?$/ }, (args) => ({ contents: edit(readFileSync(args.path, 'utf8')) }));
      },
    });
    const rewriting = serving('rewriting', (t) =>
      t.replace(
        /import \{ (\w+) \} from 'lucide-react';/g,
        (_all, n: string) => `import ${n} from 'lucide-react/icons/${n.toLowerCase()}';`,
      ),
    );
    const binding = serving('binding', (t) => `import { x } from "./x.ts";\n${t}`);
    const bare = serving('bare', (t) => `import "./root.tsx";\n${t}`);
    try {
      expect(await editsBy(rewriting, [probe])).toEqual([
        expect.stringMatching(/probe\.tsx: the file text is changed$/),
      ]);
      expect(await editsBy(binding, [probe])).toEqual([
        expect.stringMatching(/probe\.tsx: lines are put before the file text$/),
      ]);
      expect(await editsBy(bare, [probe])).toEqual([
        expect.stringMatching(/probe\.tsx: lines are put before the file text$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
