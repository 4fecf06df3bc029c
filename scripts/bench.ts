// `npm run bench`: builds, starts the real server and two references serving the same HTML bytes, and measures
// them with autocannon from this process (same machine, same cores; a flood's cached reader from a process of its
// own). Prints figures; asserts nothing about time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, DIST, MANIFEST } from './build-config.ts';
import { runBuild } from './build.ts';
import { pageWeight } from './js-budget.ts';
import type { CapturedAnswer } from './bench-reference.ts';

const PAGES = ['/', '/hosting'];
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** The site's RSS is judged after this many cached requests at 10 connections (warm-up and rounds of the first page). */
const RSS_AFTER_REQUESTS = 30_000;
/**
 * The CPU measurement is split into rounds that alternate site and bare server, and the median round is reported:
 * on a shared machine the cost of a request drifts by a third within minutes, and alternation puts both servers in
 * the same conditions. Single rounds range from 0.6 to 1.4 of the median, and with ten rounds the median of one
 * build still read 0.76 in one run and 0.88 and 0.90 in two others; twenty rounds narrow that.
 */
const CPU_ROUNDS = 20;
/** Requests per server in each round. */
const ROUND_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
/**
 * Requests each server answers before the rounds. A fresh site process is still compiling its hot path for its first
 * few thousand requests: measured in rounds of 3,000 from start-up, the first cost 3.3 times the steady cost, the
 * second 1.9 times, the third was steady; the bare server, with far less code, is steady after its first. The
 * rounds measure the steady cost. With the first page's rounds this makes the 30,000 requests the RSS is judged at.
 */
const CPU_WARMUP = 9000;
/**
 * The parts of the run to do, comma-separated (`BENCH_ONLY=cpu,render-floods`); all when unset: `cpu` (CPU per
 * cached request beside the bare server, and the RSS), `load` (req/s and latency), `floods` (visitor-controlled
 * values), `render-floods` (form posts and many-address renders), `cold` (cold render times).
 */
const SECTIONS = ['cpu', 'load', 'floods', 'render-floods', 'cold'] as const;
const ONLY = new Set(process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim()) : SECTIONS);
for (const s of ONLY)
  if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`BENCH_ONLY: unknown part ${s} (${SECTIONS})`);
const runs = (s: (typeof SECTIONS)[number]) => ONLY.has(s);

/** Starts a server on a free port and resolves with it once `readyPattern` (capturing the port) is printed. */
function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPattern: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(readyPattern);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume(); // keep draining logs so the server never blocks on a full pipe
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out.slice(-500)}`)));
  });
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function load(url: string, seconds: number) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * autocannon in a process of its own, for `seconds` at `connections` (gzip): the cached reader during a flood. In
 * the bench's process it shared one event loop with the flood's 50 connections, saturated at about 3,000 req/s
 * (the server then used about 70% of a core): its latency was mostly its wait in the load generator's own queue.
 */
function loadInOwnProcess(url: string, connections: number, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const bin = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
    const args = [bin, '-j', '-n', '-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=gzip', url];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

/**
 * Floods of values the visitor controls: a new promotion code each request (the cookie is the visitor's own, the
 * HTML is the cached page), and a new websites upgrade id each request (a real render each time). Meanwhile a
 * reader of a cached page, in its own process as a real visitor would be, measures what everyone else sees.
 */
async function missFloods(base: string, pid: number) {
  const out = [];
  for (const path of ['/hosting?p=[<id>]', '/websites?siteid=[<id>]']) {
    const cpuBefore = cpuMicros(pid);
    const started = performance.now();
    const [flood, cached] = await Promise.all([
      autocannon({
        url: base + path,
        connections: 50,
        duration: DURATION,
        idReplacement: true,
        headers: { 'accept-encoding': 'gzip' },
      }),
      loadInOwnProcess(`${base}/wordpress`, 5, DURATION),
    ]);
    const figures = (r: autocannon.Result) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r['5xx'],
    });
    // The share of one core the server used meanwhile: under 100% means the load generator was the limit.
    const serverCpu = Math.round((cpuMicros(pid) - cpuBefore) / (performance.now() - started) / 10);
    out.push({ path, flood: figures(flood), cached: figures(cached), serverCpu });
  }
  return out;
}

/** The site's counters on its metrics port: page renders and renders shed. */
async function renderCounters(metricsBase: string) {
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { renders: value('page_renders_total'), shed: value('page_renders_shed_total') };
}

/**
 * Floods the render gate and the form refusal answer: plain form posts that fail validation from one address (each
 * could cost a form page render), and new websites variants from many addresses (X-Forwarded-For; the bench's
 * server trusts the loopback proxy), each a real render. Beside each, a cached page read from a process of its own.
 */
async function renderFloods(base: string, metricsBase: string, pid: number) {
  const seconds = Math.min(DURATION, 15);
  const statuses = (r: autocannon.Result) =>
    Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  let nextAddress = 0;
  let retryAfter503 = 0;
  const floods = {
    form: {
      url: `${base}/enterprisesolutions/contact`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
      body: 'name=a&email=bad',
    },
    addresses: {
      url: `${base}/websites?siteid=[<id>]`,
      idReplacement: true,
      headers: { 'accept-encoding': 'gzip' },
      requests: [
        {
          setupRequest: (req: Record<string, unknown>) => {
            const n = nextAddress++;
            return {
              ...req,
              headers: {
                ...(req.headers as object),
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
            };
          },
          onResponse: (status: number, _body: string, _ctx: unknown, headers: Record<string, string>) => {
            if (status === 503 && Object.keys(headers).some((k) => k.toLowerCase() === 'retry-after')) retryAfter503++;
          },
        },
      ],
    },
  };
  const out: Record<string, unknown>[] = [];
  for (const [name, options] of Object.entries(floods)) {
    const before = await renderCounters(metricsBase);
    const cpuBefore = cpuMicros(pid);
    const started = performance.now();
    const [flood, cached] = await Promise.all([
      autocannon({ connections: 50, duration: seconds, ...(options as autocannon.Options) }),
      loadInOwnProcess(`${base}/wordpress`, 5, seconds),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const after = await renderCounters(metricsBase);
    out.push({
      name,
      rps: Math.round(flood.requests.average),
      statuses: statuses(flood),
      errors: flood.errors,
      // One address posts the form flood; the many-address flood's renders are spread over thousands.
      rendersPerSecond: Number(((after.renders - before.renders) / elapsed).toFixed(1)),
      shed: after.shed - before.shed,
      retryAfter503: name === 'addresses' ? retryAfter503 : undefined,
      cpuUsPerRequest: Math.round((cpuMicros(pid) - cpuBefore) / Math.max(1, flood.requests.total)),
      cached: { rps: Math.round(cached.requests.average), p50: cached.latency.p50, p99: cached.latency.p99 },
    });
  }
  return out;
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

/**
 * CPU time (user + system) the process has used so far, in microseconds: what a busy shared machine cannot inflate.
 * Summed over its threads (the main thread, V8's helpers, libuv's pool) from each one's schedstat, which the kernel
 * keeps in nanoseconds: /proc/<pid>/stat counts in 10 ms ticks, about a thirtieth of a round, so a round's figure
 * could be off by a few percent from rounding alone. Node's threads live as long as the process, so none of the
 * time measured leaves with a thread that ended.
 */
function cpuMicros(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ns / 1000;
}

/** CPU per request of a server answering `requests` requests for url at 10 connections (gzip), in microseconds. */
async function cpuPerRequest(pid: number, url: string, requests: number) {
  const before = cpuMicros(pid);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: requests,
    headers: { 'accept-encoding': 'gzip' },
  });
  const used = cpuMicros(pid) - before;
  return { us: used / r.requests.total, errors: r.errors + r.non2xx };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The site's and the bare server's CPU per request for one page, over alternating rounds: the median of each and the
 * median of the rounds' ratios (bare / site). `rssAfter`: the site's RSS is read once it has answered that many
 * requests in this run (the warm-up counted).
 */
async function cpuSideBySide(
  site: { pid: number; url: string },
  bare: { pid: number; url: string },
  rssAfter?: number,
) {
  for (const s of [site, bare])
    await autocannon({
      url: s.url,
      connections: CONNECTIONS,
      amount: CPU_WARMUP,
      headers: { 'accept-encoding': 'gzip' },
    });
  const rounds: { site: number; bare: number }[] = [];
  let errors = 0;
  // The RSS and the site's requests answered when it was read (short runs read it after the last round).
  let rss: { mb: number; after: number } | undefined;
  const readRss = (answered: number) => (rss = { mb: rssMb(site.pid), after: answered });
  for (let i = 0; i < CPU_ROUNDS; i++) {
    const answered = CPU_WARMUP + i * ROUND_REQUESTS;
    if (rssAfter !== undefined && !rss && answered >= rssAfter) readRss(answered);
    // Which server goes first alternates too, so neither always follows the other's load.
    const first = i % 2 === 0 ? site : bare;
    const second = first === site ? bare : site;
    const one = await cpuPerRequest(first.pid, first.url, ROUND_REQUESTS);
    const two = await cpuPerRequest(second.pid, second.url, ROUND_REQUESTS);
    const [s, b] = first === site ? [one, two] : [two, one];
    rounds.push({ site: s.us, bare: b.us });
    errors += s.errors;
  }
  if (rssAfter !== undefined && !rss) readRss(CPU_WARMUP + CPU_ROUNDS * ROUND_REQUESTS);
  return {
    rss,
    site: median(rounds.map((r) => r.site)),
    bare: median(rounds.map((r) => r.bare)),
    ratio: median(rounds.map((r) => r.bare / r.site)),
    errors,
  };
}

/** The site's answer to a cached page as sent (gzip), for the bare server to send byte for byte. */
function captureAnswer(url: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const head: string[] = [];
          // Node writes these three itself, as it does for the site.
          const own = new Set(['date', 'connection', 'keep-alive']);
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (!own.has(res.rawHeaders[i].toLowerCase())) head.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          resolve({ head, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/** The site's settings in the bench: its metrics on a port of their own, as the render floods read them. */
function siteEnv(metricsPort: number): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-')),
    METRICS_PORT: String(metricsPort),
    // The many-address flood comes through X-Forwarded-For, as it would through a balancer.
    TRUST_PROXY: 'loopback',
  };
}

async function main() {
  await runBuild();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const metricsPort = await freePort();
  const site = await startProcess(
    [path.join(DIST, 'server/index.js')],
    siteEnv(metricsPort),
    /"port":(\d+)[^\n]*"msg":"listening"/,
  );
  const base = `http://127.0.0.1:${site.port}`;

  // The exact bytes the site serves, for the references.
  const refDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ref-'));
  const answers: Record<string, CapturedAnswer> = {};
  for (const p of PAGES) {
    const html = await (await fetch(base + p, { headers: { 'accept-encoding': 'identity' } })).text();
    writeFileSync(path.join(refDir, p === '/' ? 'index.html' : `${p.slice(1)}.html`), html);
    answers[p] = await captureAnswer(base + p);
  }
  writeFileSync(path.join(refDir, 'answers.json'), JSON.stringify(answers));
  const reference = (mode: string) =>
    startProcess(
      ['--import', 'tsx', path.join(ROOT, 'scripts/bench-reference.ts'), mode, refDir],
      {},
      /ready on (\d+)/,
    );
  const refs = { static: await reference('static'), bare: await reference('bare') };

  // CPU time per cached request beside the bare server (or the baseline build), on a fresh site process; its RSS
  // after the first 30,000.
  const baseline = process.env.BENCH_BASELINE ? await startBaseline(process.env.BENCH_BASELINE) : undefined;
  const versus = baseline ? { ...baseline, base: `http://127.0.0.1:${baseline.port}` } : undefined;
  const cpu: Record<string, Awaited<ReturnType<typeof cpuSideBySide>>> = {};
  for (const p of runs('cpu') ? PAGES : []) {
    cpu[p] = await cpuSideBySide(
      { pid: site.child.pid!, url: base + p },
      versus
        ? { pid: versus.child.pid!, url: versus.base + p }
        : { pid: refs.bare.child.pid!, url: `http://127.0.0.1:${refs.bare.port}${p}` },
      p === PAGES[0] ? RSS_AFTER_REQUESTS : undefined,
    );
    if (cpu[p].errors) console.log(`errors or non-2xx answers during the CPU run of ${p}: ${cpu[p].errors}`);
  }
  baseline?.child.kill('SIGTERM');

  const results: Record<string, Record<string, Awaited<ReturnType<typeof load>>>> = {};
  for (const p of runs('load') ? PAGES : []) {
    results[p] = {};
    for (const [name, url] of [
      ['site', base + p],
      ['static', `http://127.0.0.1:${refs.static.port}${p}`],
      ['bare', `http://127.0.0.1:${refs.bare.port}${p}`],
    ] as const) {
      await load(url, 2); // warm-up
      results[p][name] = await load(url, DURATION);
    }
  }
  const floods = runs('floods') ? await missFloods(base, site.child.pid!) : [];
  const gateFloods = runs('render-floods')
    ? await renderFloods(base, `http://127.0.0.1:${metricsPort}`, site.child.pid!)
    : [];
  const rss = peakRssMb(site.child.pid!);
  for (const c of [site, refs.static, refs.bare]) c.child.kill('SIGTERM');
  const cold = runs('cold') ? await coldRenders(manifest) : undefined;

  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  if (runs('load') || cold) {
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s after a 2 s warm-up, Accept-Encoding: gzip, ${os.cpus().length} cores shared with the load generator\n`,
    );
    console.log(
      '| page | site req/s | site p50 / p99 | express.static req/s | bare node:http req/s | vs static | vs bare | cold render (median of 20) | JS gzip | CSS gzip |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const { matchRoute } = await import('../shared/routes.ts');
    for (const p of PAGES) {
      const r = results[p];
      const route = matchRoute(p)!.route;
      const { js, css } = pageWeight(manifest, route.page, route.layout);
      const perSecond = r
        ? `${Math.round(r.site.rps)} | ${r.site.p50} / ${r.site.p99} ms | ${Math.round(r.static.rps)} | ${Math.round(r.bare.rps)} | ` +
          `${(r.site.rps / r.static.rps).toFixed(2)}x | ${(r.site.rps / r.bare.rps).toFixed(2)}x`
        : '- | - | - | - | - | -';
      console.log(
        `| GET ${p} | ${perSecond} | ${cold ? `${cold[p].toFixed(2)} ms` : '-'} | ` +
          `${(js / 1024).toFixed(1)} KB | ${(css / 1024).toFixed(1)} KB |`,
      );
    }
  }
  if (runs('cpu')) {
    const other = baseline
      ? `the baseline build ${process.env.BENCH_BASELINE}`
      : 'the bare node:http server sending the same bytes';
    const name = baseline ? 'baseline' : 'bare';
    console.log(
      `\nCPU time of the server process per cached request (${CPU_ROUNDS} rounds of ${ROUND_REQUESTS} requests alternating with ${other}, after ${CPU_WARMUP} to warm each; 10 connections, gzip; medians):\n`,
    );
    console.log(
      `| page | site CPU per request | ${name} CPU per request | ratio (${name} / site${baseline ? '' : ', goal >= 0.8'}) |`,
    );
    console.log('|---|---|---|---|');
    for (const p of PAGES) {
      const c = cpu[p];
      console.log(`| GET ${p} | ${c.site.toFixed(1)} us | ${c.bare.toFixed(1)} us | ${c.ratio.toFixed(2)} |`);
    }
    console.log(
      `\nserver RSS after ${cpu[PAGES[0]].rss?.after} cached requests at 10 connections: ${cpu[PAGES[0]].rss?.mb} MB (goal <= 150 MB after ${RSS_AFTER_REQUESTS})`,
    );
  }
  console.log(`server peak RSS over the whole benchmark: ${rss} MB`);
  if (runs('floods')) {
    console.log('\nFloods: 50 connections sending a new value each request, while 5 connections read a cached page\n');
    console.log('| flood | flood req/s | flood p99 | server CPU | cached page during it: req/s, p50 / p99 | 5xx |');
    console.log('|---|---|---|---|---|---|');
    for (const f of floods) {
      console.log(
        `| \`${f.path}\` | ${Math.round(f.flood.rps)} | ${f.flood.p99} ms | ${f.serverCpu}% | ${Math.round(f.cached.rps)}, ${f.cached.p50} / ${f.cached.p99} ms | ${f.flood.errors + f.cached.errors} |`,
      );
    }
  }
  if (runs('render-floods')) {
    console.log(
      '\nRender floods: 50 connections for up to 15 s (form posts name=a&email=bad from one address; new websites variants from a new X-Forwarded-For address each), while 5 connections read a cached page\n',
    );
    console.log(
      '| flood | flood req/s | answers | page renders/s | renders shed | 503 with Retry-After | server CPU per flood request | cached page: req/s, p50 / p99 |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const f of gateFloods) {
      const c = f.cached as { rps: number; p50: number; p99: number };
      console.log(
        `| ${f.name} | ${f.rps} | ${JSON.stringify(f.statuses)}${f.errors ? `, ${f.errors} errors` : ''} | ${f.rendersPerSecond} | ${f.shed} | ${f.retryAfter503 ?? '-'} | ${f.cpuUsPerRequest} us | ${c.rps}, ${c.p50} / ${c.p99} ms |`,
      );
    }
  }
  const errors = Object.values(results)
    .flatMap((r) => Object.values(r))
    .reduce((n, r) => n + r.errors, 0);
  if (errors) console.log(`errors or non-2xx answers during the runs: ${errors}`);
}

/**
 * Another build of the site (`BENCH_BASELINE`: a checkout whose dist/ is built), started as the site is, for the CPU
 * rounds to alternate with in place of the bare server: the cost of a change, in the same conditions.
 */
async function startBaseline(dir: string) {
  return startProcess(
    [path.join(dir, 'dist/server/index.js')],
    siteEnv(await freePort()),
    /"port":(\d+)[^\n]*"msg":"listening"/,
  );
}

/**
 * Cold render: the page rendered with the cache bypassed, in this process (React in production mode, as the server
 * runs it), median of 20 after 10 warm-up renders.
 */
async function coldRenders(manifest: Parameters<typeof pageWeight>[0]): Promise<Record<string, number>> {
  process.env.NODE_ENV = 'production';
  // Client modules import their illustrations; outside the bundler those imports need this hook.
  register('./asset-loader.mjs', import.meta.url);
  const { render, preloadPages } = await import('../server/render.tsx');
  const { createCatalogue } = await import('../server/upstreams/catalogue.ts');
  const { loadConfig, publicConfig } = await import('../server/config.ts');
  const { createLogger } = await import('../server/logger.ts');
  const { pageAssets } = await import('../server/manifest.ts');
  const { matchRoute } = await import('../shared/routes.ts');
  const { pageMeta } = await import('../content/pages.ts');
  await preloadPages();
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const catalogue = createCatalogue({ config, logger: createLogger('silent') });
  const cold: Record<string, number> = {};
  for (const p of PAGES) {
    const { route, params } = matchRoute(p)!;
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await render(
        {
          url: p,
          config: publicConfig(config),
          assets: pageAssets(manifest, route.page, route.layout),
          renderedAt: Date.now(),
          page: { id: route.id, meta: pageMeta(route.id) },
          route: { def: route, params, notice: false },
          catalogue: await catalogue.snapshot(),
        },
        { status: 200 },
      );
      if (i >= 10) times.push(performance.now() - t0); // the first renders warm the JIT
    }
    times.sort((a, b) => a - b);
    cold[p] = times[Math.floor(times.length / 2)];
  }
  return cold;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
