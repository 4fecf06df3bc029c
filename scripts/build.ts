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
const LAZY_MODULE = /client\/(pages\/[^/]+\/index|app\/layouts\/(minimal|retirement|sitebuilder|getonline|legal|nonav|demo)-layout|components\/header\/(side-menu-panel|account-menu)|components\/disclaimer-modal|components\/lead-form\/lead-form-panel|components\/enterprise-form\/enterprise-form-panel|components\/banner-view|analytics\/loader)\.tsx?$/;
/** Small modules most pages use: in the shell chunk they cost less than as chunks of their own. */
const SHELL_EXTRAS = [
  'react-dom',
  ...['client/components/faq-accordion.tsx', 'client/components/sections/hero.tsx', 'client/components/sections/section.tsx',
    'client/components/sections/icon.tsx', 'client/components/sections/faq.tsx', 'client/components/sections/feature-grid.tsx',
    'shared/price-rules.ts', 'shared/checkout.ts'].map((m) => path.join(ROOT, m)),
];
const oneShellChunk: Plugin = {
  name: 'one-shell-chunk',
  setup(b) {
    b.onLoad({ filter: /client\/app\/root\.tsx$/ }, async (args) => ({
      contents: `${SHELL_EXTRAS.map((m) => `import ${JSON.stringify(m)};`).join('\n')}\n${await fs.readFile(args.path, 'utf8')}`,
      loader: 'tsx',
      resolveDir: path.dirname(args.path),
    }));
    b.onLoad({ filter: LAZY_MODULE }, async (args) => ({
      contents: `import ${JSON.stringify(ROOT_MODULE)};\n${await fs.readFile(args.path, 'utf8')}`,
      loader: 'tsx',
      resolveDir: path.dirname(args.path),
    }));
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

/** Key -> module path of a lazy registry (pages, layouts), read from its source so the two never drift apart. */
async function registryModules(registry: string): Promise<Record<string, string>> {
  const src = await fs.readFile(path.join(ROOT, registry), 'utf8');
  const out: Record<string, string> = {};
  for (const m of src.matchAll(/'?([\w-]+)'?: \(\) => import\('([\w./-]+\.tsx)'\)/g)) {
    out[m[1]] = path.relative(ROOT, path.resolve(ROOT, path.dirname(registry), m[2])).split(path.sep).join('/');
  }
  return out;
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

  const chunksOf = async (registry: string) => {
    const table: Manifest['pages'] = {};
    for (const [key, modulePath] of Object.entries(await registryModules(registry))) {
      const out = outputs.find(([f, o]) => o.entryPoint === modulePath && f.endsWith('.js'));
      if (!out) throw new Error(`build: no chunk for ${key} (${modulePath})`);
      table[key] = { js: toUrl(out[0]), imports: staticImports(meta, out[0]).map(toUrl) };
    }
    return table;
  };
  const pages = await chunksOf('client/app/page-registry.ts');
  const layouts = await chunksOf('client/app/layouts/index.tsx');

  const manifest: Manifest = {
    builtAt: new Date().toISOString(),
    entry: toUrl(entryFile),
    entryImports: staticImports(meta, entryFile).map(toUrl),
    css: entry.cssBundle ? [toUrl(entry.cssBundle)] : [],
    // The brand face (client/styles/fonts.css): every page's first screen uses it, so every page preloads it.
    fonts: outputs.map(([f]) => f).filter((f) => f.endsWith('.woff2')).map(toUrl),
    pages,
    layouts,
  };

  await build({
    ...shared,
    entryPoints: { main: 'server/main.ts' },
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
