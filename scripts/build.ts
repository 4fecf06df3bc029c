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
  'react-dom/client',
  ...[
    'client/components/faq-accordion.tsx',
    'client/components/sections/section.tsx',
    'client/components/sections/icon.tsx',
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
 * page). Each member and the anchor import one another, so all have the anchor's reach set: one chunk. The pages
 * that reached only a member (partner offers, business maker) load the cards' code too; they have room for it.
 */
const PRICING_ANCHOR = path.join(ROOT, 'client/components/pricing/price-cards.tsx');
const PRICING_MEMBERS = ['client/components/pricing/use-plan-views.ts', 'shared/plan-view.ts'].map((m) =>
  path.join(ROOT, m),
);
const loaderFor = (file: string) => (file.endsWith('.tsx') ? 'tsx' : 'ts') as 'tsx' | 'ts';

/**
 * Every module of the project (not only those reached by a dynamic import) gets the root import. A module that
 * is both imported statically and the target of a dynamic import is loaded once, often before esbuild reaches
 * the dynamic import (the default layout, the page metadata table that the legal page also imports); one without
 * the root import was an entry point with its own reach set and cut the shell into three chunks (~1 KB gzip on
 * every page). For modules the root already reaches the import closes a cycle that changes nothing: the root is
 * evaluated first either way.
 *
 * This is the one place where the build serves a module other than as written: bare imports put before the
 * file's text, which stays as it is (test/unit/build-plugins.test.ts). esbuild's inject option does the same
 * without a plugin but also reaches node_modules, whose CommonJS files then get ES module wrappers: 2.3-3.7 KB
 * more gzip per page. Written in the source, the imports would close cycles the layering forbids. Decision 150.
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
    b.onResolve({ filter: /visuals\/index\.tsx$/ }, (args) =>
      args.importer !== VISUALS_BROWSER && path.resolve(args.resolveDir, args.path) === VISUALS
        ? { path: VISUALS_BROWSER }
        : undefined,
    );
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.readFile(args.path, 'utf8');
      const imports =
        args.path === ROOT_MODULE
          ? SHELL_EXTRAS
          : args.path === PRICING_ANCHOR
            ? [ROOT_MODULE, ...PRICING_MEMBERS]
            : PRICING_MEMBERS.includes(args.path)
              ? [ROOT_MODULE, PRICING_ANCHOR]
              : [ROOT_MODULE];
      const prefix = imports.map((m) => `import ${JSON.stringify(m)};`).join('\n');
      return { contents: `${prefix}\n${source}`, loader: loaderFor(args.path), resolveDir: path.dirname(args.path) };
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
      lazy[out.entryPoint] = { js: toUrl(file), imports: staticImports(meta, file).map(toUrl) };
  }
  const chunkOf = (modulePath: string) => {
    const chunk = lazy[modulePath];
    if (!chunk) throw new Error(`build: no chunk for ${modulePath}`);
    return chunk;
  };
  const pages = Object.fromEntries(
    (Object.keys(PAGE_FOLDERS) as PageKey[]).map((k) => [k, chunkOf(pageModulePath(k))]),
  );
  const layouts = Object.fromEntries(LAZY_LAYOUTS.map((k) => [k, chunkOf(layoutModulePath(k))]));

  const manifest: Manifest = {
    builtAt: new Date().toISOString(),
    entry: toUrl(entryFile),
    entryImports: staticImports(meta, entryFile).map(toUrl),
    css: entry.cssBundle ? [toUrl(entry.cssBundle)] : [],
    // The brand face (client/styles/fonts.css): every page's first screen uses it, so every page preloads it. The
    // theme demos' display faces (decision 256) are not preloaded: each loads only on the demo that uses it.
    fonts: outputs
      .map(([f]) => f)
      .filter((f) => f.endsWith('.woff2') && /\/figtree-[^/]*$/.test(f))
      .map(toUrl),
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
