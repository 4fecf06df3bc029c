// Production build (esbuild): the client as ES modules split per page with content-hashed names, one hashed
// stylesheet, a manifest telling the server what each page needs, and the server as one bundle.
import { build, type Metafile, type Plugin } from 'esbuild';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);
import { assetFile, DIST, ROOT } from './build-config.ts';
import type { Manifest } from '../server/manifest.ts';
import { themeDisplayFonts } from './theme-fonts.ts';
import {
  LAZY_LAYOUTS,
  layoutModulePath,
  NAVIGATION_MODULES,
  PAGE_KEYS,
  pageModulePath,
  SHOWN_WITH_PAGE,
} from '../client/app/lazy-modules.ts';

const pkg = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const BUNDLED_IN_SERVER = new Set(['lucide-react', 'simple-icons']);

const shared = {
  bundle: true,
  jsx: 'automatic' as const,
  // Illustrations imported by components become hashed files served from /assets.
  loader: { '.svg': 'file' as const, '.png': 'file' as const, '.webp': 'file' as const, '.woff2': 'file' as const },
  assetNames: '[name]-[hash]',
  publicPath: '/assets/',
  logLevel: 'warning' as const,
  absWorkingDir: ROOT,
  // Packages by their path under the project's node_modules, not where a link points: the bundles' content hashes
  // are then the same in any checkout (decision 283).
  preserveSymlinks: true,
};

/**
 * esbuild puts each module in a chunk named by the set of entry points that reach it. Pages reach different
 * slices of the app shell, so the shell would be cut into a dozen small chunks, each a request and a worse gzip
 * (about 4 KB more on the home page). Making every page (and every lazy piece) start at a wrapper that imports the
 * app root gives all the shell's modules one reach set: one shared chunk (oneShellChunk below). The import has no
 * effect at run time; the root is loaded first.
 */
const ROOT_MODULE = path.join(ROOT, 'client/app/root.tsx');
/** Small modules most pages use: in the shell chunk they cost less than as chunks of their own. */
const SHELL_EXTRAS = [
  'react-dom',
  'react-dom/client',
  ...[
    'client/components/faq-accordion.tsx',
    'client/components/sections/section.tsx',
    'client/components/sections/icon.tsx',
    // The one carousel control: price cards, the theme carousel and the theme gallery (decision 307).
    'client/components/carousel-button.tsx',
    'client/components/sections/faq.tsx',
    'client/components/sections/feature-grid.tsx',
    'shared/price-rules.ts',
    'shared/checkout.ts',
    'client/components/visuals/browser.tsx',
  ].map((m) => path.join(ROOT, m)),
];
/**
 * The plan cards' modules travel together: esbuild would give each its own small chunk (the pages reaching them
 * differ by one or two), and every chunk is a request and a gzip stream of its own (~150 bytes each on a product
 * page). An import of a member from outside the group reaches the whole group, so all have one reach set: one chunk. The pages
 * that reached only a member (partner offers, business maker) load the cards' code too; they have room for it.
 */
const PRICING_ANCHOR = path.join(ROOT, 'client/components/pricing/price-cards.tsx');
const PRICING_MEMBERS = [
  'client/components/pricing/use-plan-views.ts',
  'client/components/pricing/price-card.tsx',
  'shared/plan-view.ts',
].map((m) => path.join(ROOT, m));

/** The namespace of the modules the build writes itself: a wrapper around one source file, never its text. */
export const WRAPPER_NS = 'shell-wrapper';
const WRAPPER_PREFIX = `${WRAPPER_NS}:`;
/** How a wrapper names the shell's wrapper in its bare import. */
const SHELL_MARK = `${WRAPPER_PREFIX}shell`;

/**
 * Every dynamic import (a page, a layout, a lazy component) starts at a wrapper the build writes: a bare import of
 * the app root, then the target module's exports, re-exported. So every chunk's entry reaches the root and the
 * shell's modules keep one reach set. The target itself stays an ordinary module: one that is also imported
 * statically (the default layout) is no entry point with a reach set of its own, which
 * once cut the shell into three chunks (~1 KB gzip on every page). Imports of a plan-card module from outside the
 * group go through a wrapper that imports the whole group, for the same reason.
 *
 * Source files are served as written (test/unit/build-plugins.test.ts): a wrapper holds only bare imports and
 * re-exports. esbuild's inject option would do the root import without a plugin but also reaches node_modules,
 * whose CommonJS files then get ES module wrappers: 2.3-3.7 KB more gzip per page. Written in the source, the
 * imports would close cycles the layering forbids. Decision 150.
 */
export const oneShellChunk: Plugin = {
  name: 'one-shell-chunk',
  setup(b) {
    // Icons are drawn by a smaller createLucideIcon with the same markup (client/app/lucide-lite.ts, decision 150).
    b.onResolve({ filter: /^\.\.\/createLucideIcon\.mjs$/ }, (args) =>
      /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(args.importer)
        ? { path: path.join(ROOT, 'client/app/lucide-lite.ts') }
        : undefined,
    );
    // Product visuals: the browser build's stand-in reads a page's pictures from its HTML (decision 150).
    const VISUALS = path.join(ROOT, 'client/components/visuals/index.tsx');
    const VISUALS_BROWSER = path.join(ROOT, 'client/components/visuals/browser.tsx');
    // (Not for a wrapper's re-export: the stand-in's own lazy import of the table is wrapped.)
    b.onResolve({ filter: /visuals\/index\.tsx$/ }, (args) =>
      args.importer !== VISUALS_BROWSER &&
      args.namespace !== WRAPPER_NS &&
      path.resolve(args.resolveDir, args.path) === VISUALS
        ? { path: VISUALS_BROWSER }
        : undefined,
    );
    const PRICING = [PRICING_ANCHOR, ...PRICING_MEMBERS];
    const WRAPPED_NAMES = new Set([ROOT_MODULE, ...PRICING].map((m) => path.basename(m)));
    const wrapper = (target: string, imports: readonly string[], also: readonly string[] = []) => ({
      path: path.relative(ROOT, target),
      namespace: WRAPPER_NS,
      pluginData: { target, imports, also },
    });
    // The root with the small modules most pages use: one wrapper, the first import of every other.
    const shell = wrapper(ROOT_MODULE, SHELL_EXTRAS);
    // One wrapper for every import of a plan-card module from outside the group, re-exporting the whole group: its
    // reach set is then the group's own, so it sits in the group's chunk. A wrapper per member had the reach set of
    // that member's importers alone, and esbuild wrote each as a chunk of its own holding nothing (an empty file
    // every product page requested, and one more for the sticky bar and the plan dialog).
    const group = { ...wrapper(PRICING_ANCHOR, [SHELL_MARK], PRICING_MEMBERS), path: 'plan cards' };
    b.onResolve({ filter: /.*/ }, async (args) => {
      // Inside a wrapper: the mark of the shell, or the wrapped module itself (resolved as a file).
      if (args.namespace === WRAPPER_NS) return args.path === SHELL_MARK ? shell : undefined;
      if (args.pluginData === WRAPPER_NS || !args.path.startsWith('.')) return undefined;
      if (args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const dynamic = args.kind === 'dynamic-import';
      if (!dynamic && !WRAPPED_NAMES.has(path.basename(args.path))) return undefined;
      const r = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: WRAPPER_NS,
      });
      if (r.errors.length > 0 || r.namespace !== 'file') return undefined;
      if (r.path === ROOT_MODULE) return shell;
      if (dynamic) return wrapper(r.path, [SHELL_MARK]);
      // A plan-card module imported from outside the group brings the whole group.
      if (PRICING.includes(r.path) && !PRICING.includes(args.importer)) return group;
      return undefined;
    });
    b.onLoad({ filter: /.*/, namespace: WRAPPER_NS }, async (args) => {
      const { target, imports, also } = args.pluginData as { target: string; imports: string[]; also: string[] };
      return { contents: await wrapperOf(target, imports, also), loader: 'ts', resolveDir: path.dirname(target) };
    });
  },
};

/**
 * A wrapper's text: bare imports, then the target's exports (its default too, when it has one), then every export
 * of the modules in `also` (the plan cards' group: modules without a default and with no name in common).
 */
export async function wrapperOf(
  target: string,
  imports: readonly string[],
  also: readonly string[] = [],
): Promise<string> {
  const source = await fs.readFile(target, 'utf8');
  const lines = imports.filter((m) => m !== target).map((m) => `import ${JSON.stringify(m)};`);
  for (const m of [target, ...also]) lines.push(`export * from ${JSON.stringify(m)};`);
  if (/^export default\b|^export \{[^}]*\bdefault\b/m.test(source))
    lines.push(`export { default } from ${JSON.stringify(target)};`);
  return `${lines.join('\n')}\n`;
}

/** Where a wrapper's chunk came from: the module it wraps, as the manifest names chunks. */
export const wrappedModule = (entryPoint: string) =>
  entryPoint.startsWith(WRAPPER_PREFIX) ? entryPoint.slice(WRAPPER_PREFIX.length) : entryPoint;

/** Tells V8 to compile every function of the file eagerly, off the main thread (the line must come first). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Writes .gz and .br beside every text asset: compressed once at the highest levels, served from memory. */
async function precompress(dir: string): Promise<void> {
  const files = (await fs.readdir(dir, { recursive: true })).map(String).filter((f) => /\.(js|css|svg)$/.test(f));
  await Promise.all(
    files.map(async (f) => {
      const file = path.join(dir, f);
      const raw = await fs.readFile(file);
      await fs.writeFile(`${file}.gz`, await gzipAsync(raw, { level: 9 }));
      await fs.writeFile(
        `${file}.br`,
        await brotliAsync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }),
  );
}

/** The static imports of an output, transitively: what must be modulepreloaded with it. */
function staticImports(meta: Metafile, file: string, seen = new Set<string>()): string[] {
  for (const imp of meta.outputs[file]?.imports ?? []) {
    if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
      seen.add(imp.path);
      staticImports(meta, imp.path, seen);
    }
  }
  return [...seen];
}

/**
 * Builds into a staging folder and swaps it in at the end, so a server or a test run reading dist/ never sees
 * a half-written build.
 */
export async function runBuild(): Promise<Manifest> {
  const started = Date.now();
  const stage = `${DIST}.staging-${process.pid}`;
  const CLIENT_OUT = path.join(stage, 'client', 'assets');
  const SERVER_OUT = path.join(stage, 'server');
  const toUrl = (outFile: string) =>
    `/assets/${path.relative(path.relative(ROOT, CLIENT_OUT), outFile).split(path.sep).join('/')}`;
  await fs.rm(stage, { recursive: true, force: true });

  const client = await build({
    ...shared,
    entryPoints: { entry: 'client/entry.tsx' },
    outdir: CLIENT_OUT,
    format: 'esm',
    splitting: true,
    minify: true,
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    platform: 'browser',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    // Under React 19, react-helmet-async renders its tags in place and lets React hoist them (the server render
    // uses the library itself); in the browser the same output comes from a passthrough, ~5 KB gzip lighter.
    // Decision 004.
    // react-router's ESM build is one module that does not tree-shake (~13 KB gzip); the browser gets a small
    // router with the same markup and history entries, the server keeps react-router's StaticRouter. Decision 150.
    alias: { 'react-helmet-async': './client/app/helmet-shim.tsx', 'react-router-dom': './client/app/router-shim.tsx' },
    plugins: [oneShellChunk],
  });

  const meta = client.metafile;
  const outputs = Object.entries(meta.outputs);
  const entryOut = outputs.find(([f, o]) => o.entryPoint === 'client/entry.tsx' && f.endsWith('.js'));
  if (!entryOut) throw new Error('build: no client entry output');
  const [entryFile, entry] = entryOut;

  // Every chunk that starts at a module (a dynamic import's target), by that module's path: the manifest is read
  // off esbuild's metafile, never off the source.
  const lazy: Manifest['lazy'] = {};
  for (const [file, out] of outputs) {
    if (out.entryPoint && file.endsWith('.js') && file !== entryFile)
      lazy[wrappedModule(out.entryPoint)] = { js: toUrl(file), imports: staticImports(meta, file).map(toUrl) };
  }
  const chunkOf = (modulePath: string) => {
    const chunk = lazy[modulePath];
    if (!chunk) throw new Error(`build: no chunk for ${modulePath}`);
    return chunk;
  };
  for (const m of NAVIGATION_MODULES) chunkOf(m);
  // The parts a page shows at once that its own files can import (the comparison table sits in the pricing chunk,
  // so only pages with price cards list it).
  const shownFiles = new Map(SHOWN_WITH_PAGE.map((m) => [chunkOf(m).js, m]));
  const pages = Object.fromEntries(
    PAGE_KEYS.map((k) => {
      const chunk = chunkOf(pageModulePath(k));
      const own = [chunk.js, ...chunk.imports];
      const after = new Set<string>();
      for (const [file, out] of outputs) {
        if (!own.includes(toUrl(file))) continue;
        for (const imp of out.imports) {
          const part = imp.kind === 'dynamic-import' ? shownFiles.get(toUrl(imp.path)) : undefined;
          if (part) for (const f of [chunkOf(part).js, ...chunkOf(part).imports]) after.add(f);
        }
      }
      return [k, after.size ? { ...chunk, after: [...after] } : chunk];
    }),
  );
  const layouts = Object.fromEntries(LAZY_LAYOUTS.map((k) => [k, chunkOf(layoutModulePath(k))]));

  const manifest: Manifest = {
    builtAt: new Date().toISOString(),
    entry: toUrl(entryFile),
    entryImports: staticImports(meta, entryFile).map(toUrl),
    css: entry.cssBundle ? [toUrl(entry.cssBundle)] : [],
    // The brand face (client/styles/fonts.css): every page's first screen uses it, so every page preloads it.
    fonts: outputs
      .map(([f]) => f)
      .filter((f) => f.endsWith('.woff2') && /\/figtree-[^/]*$/.test(f))
      .map(toUrl),
    // Each theme demo's display face (decision 256), preloaded by that demo alone (decision 317).
    themeFonts: await themeDisplayFonts(meta, toUrl),
    pages,
    layouts,
    lazy,
  };

  await build({
    ...shared,
    // The ops CLI is bundled beside the server, so the runtime image (dist/ only) can run it: node dist/server/leads.js.
    entryPoints: { main: 'server/main.ts', leads: 'scripts/leads.ts' },
    outdir: SERVER_OUT,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Dependencies load from node_modules at run time, except icon packages: imported whole, lucide-react alone
    // costs the process ~25 MB; bundled, only the icons used remain.
    external: Object.keys(pkg.dependencies).filter((d) => !BUNDLED_IN_SERVER.has(d)),
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // Files imported by server code land beside the bundle; the browser gets the client build's copies. The hash
    // is of the content, so with this public path the server renders the same /assets/<name>-<hash> URL.
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
  });

  // React and Express pick their production code from NODE_ENV when first loaded, before any statement of the
  // bundle runs (ESM imports are hoisted): this boot file sets it, then loads the server.
  await fs.writeFile(
    path.join(SERVER_OUT, 'index.js'),
    "process.env.NODE_ENV ??= 'production';\nawait import('./main.js');\n",
  );
  // V8's explicit compile hint (Chrome 136+; other engines read a comment) on what the entry imports, the framework
  // and the app shell: their functions compile off the main thread while the file streams in, instead of on the
  // main thread at first call; their evaluation before hydration was one long task, mostly that compilation
  // (decision 262). The line is the same in every build, so the content hash in the name still names the content.
  // Only there: on every chunk (esbuild's banner) it cost a product page 0.5 KB of gzip for little more.
  for (const url of manifest.entryImports) {
    const file = assetFile(url, stage);
    await fs.writeFile(file, `${COMPILE_HINT}\n${await fs.readFile(file, 'utf8')}`);
  }
  await precompress(CLIENT_OUT);
  await fs.writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // For `npx esbuild --analyze`-style reading of what a chunk holds, and for the lazy-module test.
  await fs.writeFile(path.join(stage, 'metafile.json'), JSON.stringify(meta));
  const old = `${DIST}.old-${process.pid}`;
  await fs.rename(DIST, old).catch(() => {});
  await fs.rename(stage, DIST);
  await fs.rm(old, { recursive: true, force: true });
  console.log(`build: ${Object.keys(pages).length} pages, done in ${Date.now() - started} ms`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runBuild().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
