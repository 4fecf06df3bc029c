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
import { DIST, ROOT } from './build-config.ts';
import type { Manifest } from '../server/manifest.ts';
import { LAZY_LAYOUTS, layoutModulePath, PAGE_FOLDERS, pageModulePath } from '../client/app/lazy-modules.ts';
import type { PageKey } from '../shared/routes.ts';

const pkg = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
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
};

/**
 * esbuild puts each module in a chunk named by the set of entry points that reach it. Pages reach different
 * slices of the app shell, so the shell would be cut into a dozen small chunks, each a request and a worse gzip
 * (about 4 KB more on the home page). Making every page (and every lazy piece) import the app root gives all the
 * shell's modules one reach set: one shared chunk. The import has no effect at run time; the root is loaded first.
 */
const ROOT_MODULE = path.join(ROOT, 'client/app/root.tsx');
/** Small modules most pages use: in the shell chunk they cost less than as chunks of their own. */
const SHELL_EXTRAS = [
  'react-dom',
  ...['client/components/faq-accordion.tsx', 'client/components/sections/hero.tsx', 'client/components/sections/section.tsx',
    'client/components/sections/icon.tsx', 'client/components/sections/faq.tsx', 'client/components/sections/feature-grid.tsx',
    'shared/price-rules.ts', 'shared/checkout.ts'].map((m) => path.join(ROOT, m)),
];
/** The page and layout modules, from the data the registries use (glob imports are not resolved one by one). */
const REGISTERED_LAZY = new Set([
  ...(Object.keys(PAGE_FOLDERS) as PageKey[]).map(pageModulePath),
  ...LAZY_LAYOUTS.map(layoutModulePath),
].map((m) => path.join(ROOT, m)));
const loaderFor = (file: string) => (file.endsWith('.tsx') ? 'tsx' : 'ts') as 'tsx' | 'ts';

/**
 * Every module reached by a dynamic import (a page, a layout, or any lazily loaded piece) gets the root import.
 * Dynamic imports are found as esbuild resolves them, not by a list kept by hand: a new lazy component joins by
 * itself.
 */
const oneShellChunk: Plugin = {
  name: 'one-shell-chunk',
  setup(b) {
    const lazy = new Set(REGISTERED_LAZY);
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.lazyResolve) return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { lazyResolve: true } });
      if (r.errors.length > 0) return { errors: r.errors };
      lazy.add(r.path);
      return { path: r.path, external: r.external, namespace: r.namespace, sideEffects: r.sideEffects, pluginData: r.pluginData };
    });
    b.onLoad({ filter: /client\/app\/root\.tsx$/ }, async (args) => ({
      contents: `${SHELL_EXTRAS.map((m) => `import ${JSON.stringify(m)};`).join('\n')}\n${await fs.readFile(args.path, 'utf8')}`,
      loader: 'tsx',
      resolveDir: path.dirname(args.path),
    }));
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!lazy.has(args.path)) return undefined;
      return {
        contents: `import ${JSON.stringify(ROOT_MODULE)};\n${await fs.readFile(args.path, 'utf8')}`,
        loader: loaderFor(args.path),
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/** Writes .gz and .br beside every text asset: compressed once at the highest levels, served from memory. */
async function precompress(dir: string): Promise<void> {
  const files = (await fs.readdir(dir, { recursive: true })).map(String).filter((f) => /\.(js|css|svg)$/.test(f));
  await Promise.all(
    files.map(async (f) => {
      const file = path.join(dir, f);
      const raw = await fs.readFile(file);
      await fs.writeFile(`${file}.gz`, await gzipAsync(raw, { level: 9 }));
      await fs.writeFile(`${file}.br`, await brotliAsync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
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
  const toUrl = (outFile: string) => `/assets/${path.relative(path.relative(ROOT, CLIENT_OUT), outFile).split(path.sep).join('/')}`;
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
    alias: { 'react-helmet-async': './client/app/helmet-shim.tsx' },
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
    if (out.entryPoint && file.endsWith('.js') && file !== entryFile) lazy[out.entryPoint] = { js: toUrl(file), imports: staticImports(meta, file).map(toUrl) };
  }
  const chunkOf = (modulePath: string) => {
    const chunk = lazy[modulePath];
    if (!chunk) throw new Error(`build: no chunk for ${modulePath}`);
    return chunk;
  };
  const pages = Object.fromEntries((Object.keys(PAGE_FOLDERS) as PageKey[]).map((k) => [k, chunkOf(pageModulePath(k))]));
  const layouts = Object.fromEntries(LAZY_LAYOUTS.map((k) => [k, chunkOf(layoutModulePath(k))]));

  const manifest: Manifest = {
    builtAt: new Date().toISOString(),
    entry: toUrl(entryFile),
    entryImports: staticImports(meta, entryFile).map(toUrl),
    css: entry.cssBundle ? [toUrl(entry.cssBundle)] : [],
    // The brand face (client/styles/fonts.css): every page's first screen uses it, so every page preloads it.
    fonts: outputs.map(([f]) => f).filter((f) => f.endsWith('.woff2')).map(toUrl),
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
