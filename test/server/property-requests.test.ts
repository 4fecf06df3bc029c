// Property tests of the whole server: fast-check generates paths (malformed percent-escapes, dot
// segments, very long paths, unicode), query strings, methods and headers, and sends them to the real app on a
// loopback socket, cached pages included (the cache is warmed first). For every answer: never a 5xx, never
// a stack trace or internal path, never an unescaped reflection of generated input; the process never crashes and
// still answers afterwards. At least 10,000 generated requests per run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { createTestApp } from '../helpers/test-app.ts';

/**
 * Batches of concurrent requests; RUNS × BATCH generated requests in all. The run is bounded by its count, never by
 * a clock: a loaded machine takes longer over the same requests instead of checking fewer. PROPERTY_RUNS may change
 * the count on a desk, never under CI.
 */
const RUNS = process.env.CI ? 520 : Number(process.env.PROPERTY_RUNS ?? 520);
const BATCH = 20;

let server: http.Server;
let port: number;
let agent: http.Agent;
const crashes: unknown[] = [];
const onCrash = (e: unknown) => void crashes.push(e);

beforeAll(async () => {
  // A throw that escapes the app would end the process: record it instead, and fail the test on it.
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  // This test is about the answers themselves: createTestApp's gate never sheds, so any 5xx it sees is a defect.
  const { app } = await createTestApp();
  server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
  // Warm the page cache, so generated requests for these pages take the cached-page path.
  for (const p of [...PAGE_PATHS, '/websites?siteid=abc', '/hosting?msgCode=x']) {
    await send({ method: 'GET', path: p, headers: { 'accept-encoding': 'gzip' } });
    await send({ method: 'GET', path: p, headers: {} });
  }
}, 60_000);

afterAll(async () => {
  agent?.destroy();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

interface Req {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface Res {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The last request sent on each connection, to name what came before a connection closed under its successor. */
const lastOn = new WeakMap<object, Req>();

function send(r: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    let previous: Req | undefined;
    const fail = (e: Error) =>
      reject(
        new Error(
          `${e.message}${req.reusedSocket ? `, reusing the connection of ${previous?.method} ${previous?.path.slice(0, 120)}` : ''}`,
        ),
      );
    // An explicit length: Node's client sends a DELETE, OPTIONS or TRACE body unframed otherwise.
    const headers =
      r.body === undefined ? r.headers : { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) };
    const req = http.request({ host: '127.0.0.1', port, agent, method: r.method, path: r.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let buf = Buffer.concat(chunks);
        try {
          if (res.headers['content-encoding'] === 'gzip') buf = gunzipSync(buf);
          else if (res.headers['content-encoding'] === 'br') buf = brotliDecompressSync(buf);
        } catch {
          // A body that does not decode is checked as it came.
        }
        resolve({ status: res.statusCode!, headers: res.headers, body: buf.toString('latin1') });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.on('socket', (socket) => {
      previous = lastOn.get(socket);
      lastOn.set(socket, r);
    });
    // A request the server never answers (its handler threw, say) fails here instead of hanging the run.
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.end(r.body);
  });
}

// ---- generators -------------------------------------------------------------------------------------------------

/** Every concrete path of the route table, parameters filled with a plausible value. */
const PAGE_PATHS = [
  ...new Set(
    routes.map((r) => r.path.replace(/:[A-Za-z]+/g, 'modern').replace(/\*$/, '')).filter((p) => p.startsWith('/')),
  ),
];

/** Generated text carries this marker: an unescaped reflection shows as "<zq" in a body. */
const MARK = '<zq>';

const MALFORMED = [
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AF',
  '%ZZ',
  '%G0',
  '%2',
  '%00',
  '%FF',
  '%fe%ff',
  '%u0041',
  '%E2%82',
  '%ED%A0%80',
  '%F4%90%80%80',
];
const DOTS = ['.', '..', '%2e', '%2E%2E', '.%2e', '%2e.', '...', '..;', '..%2f', '..%5c', '%5c', '\\'];

/** Characters Node's client sends unescaped in a request target. */
const rawChar = fc.constantFrom(..."abcxyzABC019-._~!$&'()*+,;=:@/".split(''));
const escapedUnicode = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }).map((s) => encodeURIComponent(s));

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,12}$/) },
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED) },
  { weight: 2, arbitrary: fc.constantFrom(...DOTS) },
  { weight: 2, arbitrary: escapedUnicode },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(rawChar, fc.constantFrom(...MALFORMED), escapedUnicode), { minLength: 1, maxLength: 8 })
      .map((a) => a.join('')),
  },
  { weight: 1, arbitrary: fc.constant(encodeURIComponent(MARK)) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'assets', 'api', 'index.html') },
);

const path = fc.oneof(
  // A page of the route table, as is or with something appended or spliced in.
  { weight: 3, arbitrary: fc.constantFrom(...PAGE_PATHS) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...PAGE_PATHS), fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([base, segs, slash]) => `${base.replace(/\/$/, '')}/${segs.join('/')}${slash ? '/' : ''}`),
  },
  // The shapes that once crashed the server on cached pages (decision 006), and parameter routes with hostile parameters.
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          '/websites/themes',
          '/tlds',
          '/businessmaker',
          '/tos',
          '/assets',
          '/api/products',
          '/api',
          '/domains',
        ),
        segment,
        segment,
      )
      .map(([base, a, b]) => `${base}/${a}/${b}`),
  },
  { weight: 1, arbitrary: fc.tuple(segment, segment).map(([a, b]) => `/tlds/${a}-domain${b === '.' ? '' : `/${b}`}`) },
  // Arbitrary paths.
  { weight: 3, arbitrary: fc.array(segment, { minLength: 0, maxLength: 6 }).map((s) => `/${s.join('/')}`) },
  // Doubled slashes and dot segments.
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom('', '.', '..', 'hosting', '%2e%2e', '%2f'), { minLength: 1, maxLength: 6 })
      .map((s) => `/${s.join('/')}`),
  },
  // Very long paths, up to past Node's 16 kB header limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/hosting/', '/', '/websites/themes/', '/api/'),
        fc.integer({ min: 200, max: 20_000 }),
        segment,
      )
      .map(([b, n, s]) => b + s.repeat(Math.ceil(n / Math.max(1, s.length))).slice(0, n)),
  },
);

const QUERY_KEYS = [
  'p',
  'pd',
  'msgCode',
  'siteid',
  'externalid',
  'direct',
  'ids',
  'tlds',
  'promo',
  'q',
  'plan',
  'utm_source',
  '__proto__',
  'constructor',
  'toString',
  'a[b]',
  'a[]',
];
const queryValue = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_@.-]{0,20}$/),
  fc.constantFrom(...MALFORMED),
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s + MARK)),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom(
    '1',
    '0',
    'true',
    'whessentials_t12m',
    'com,net',
    '__proto__',
    'constructor',
    'NEWHARBOR23',
    encodeURIComponent('"><script>alert(1)</script>'),
    encodeURIComponent(`${MARK}"'`),
  ),
  fc.integer({ min: 1, max: 2000 }).map((n) => 'x'.repeat(n)),
);
const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.stringMatching(/^[a-z%0-9]{1,6}$/)),
        queryValue,
        fc.constantFrom('=', '', '=='),
        fc.boolean(),
      ),
      { maxLength: 6 },
    )
    .map(
      (pairs) =>
        `?${pairs.map(([k, v, eq, raw]) => (raw ? `${k}${eq}${v}` : `${encodeURIComponent(k)}=${v}`)).join('&')}`,
    ),
  { nil: '' },
);

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'HEAD') },
  { weight: 3, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'PURGE', 'LINK', 'M-SEARCH', 'QUERY'),
  },
);

/** Header values Node's client will send (no control characters). */
const headerText = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[ -~]{0,40}$/) },
  { weight: 2, arbitrary: fc.constant(MARK) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 4000 }).map((n) => 'a'.repeat(n)) },
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED) },
);
const headers = fc.record(
  {
    'accept-encoding': fc.constantFrom(
      'gzip',
      'br',
      'gzip, br',
      'identity',
      '*',
      'br;q=0, gzip;q=0',
      'deflate',
      'gzip;q=abc',
      '',
    ),
    'if-none-match': fc.oneof(headerText, fc.constantFrom('*', 'W/"x"', '"abc", W/"def"')),
    'x-request-id': fc.oneof(headerText, fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/)),
    cookie: fc.oneof(headerText, fc.constantFrom('promo=%E0%A4%A', 'promo=<zq>', 'session=1; promo=X', '__proto__=1')),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=x',
      '',
    ),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', '', 'text/html;q=abc'),
    origin: fc.constantFrom('https://www.example.test', 'https://evil.example', 'null', ''),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'bogus'),
    'x-forwarded-for': fc.oneof(headerText, fc.constant('1.2.3.4, 5.6.7.8')),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=abc', 'bytes=0-0,1-1,2-2'),
    referer: headerText,
  },
  { requiredKeys: [] },
);

const body = fc.option(
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc
      .record({
        name: fc.string(),
        email: fc.string(),
        phone: fc.string(),
        agreetos: fc.boolean(),
        businessName: fc.string({ maxLength: 20 }).map((s) => s + MARK),
      })
      .map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '[]', 'null'),
  ),
  { nil: undefined },
);

const request = fc
  .record({
    method,
    path,
    query,
    headers,
    body,
    apiPost: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '/api/leads/local',
          '/api/leads/difm',
          '/api/leads/%ZZ',
          '/api/leads/__proto__',
          '/api/enterprise-contact',
        ),
      },
    ),
  })
  .map(({ method: m, path: p, query: q, headers: h, body: b, apiPost }): Req => {
    const withBody = m !== 'GET' && m !== 'HEAD' && b !== undefined;
    const hs = Object.fromEntries(Object.entries(h).filter(([, v]) => v !== ''));
    return {
      method: apiPost ? 'POST' : m,
      path: (apiPost ?? p) + q,
      headers: hs,
      body: apiPost ? (b ?? '{}') : withBody ? b : undefined,
    };
  });

// ---- the invariants ---------------------------------------------------------------------------------------------

const INTERNALS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s*at [^\n]*:\d+:\d+/],
  ['a project path', /\/work\/|\/home\/|\/srv\/|\/usr\/|\/tmp\//],
  ['node_modules', /node_modules/],
  ['a source file', /\.(tsx?|mjs|cjs):\d+/],
  ['an error class', /\b(TypeError|RangeError|ReferenceError|SyntaxError|URIError):/],
];

/** Node refuses a request head over 16 kB itself (431, or a closed connection while the client is still sending). */
const MAX_HEAD = 16 * 1024;
const headSize = (r: Req) =>
  r.method.length +
  r.path.length +
  12 +
  Object.entries(r.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) +
  80;

function problems(r: Req, res: Res): string[] {
  const out: string[] = [];
  if (res.status >= 500) out.push(`status ${res.status}`);
  for (const [what, re] of INTERNALS)
    if (re.test(res.body)) out.push(`body holds ${what}: ${res.body.match(re)![0].slice(0, 80)}`);
  if (res.body.includes('<zq')) out.push(`unescaped reflection of generated input at ${res.body.indexOf('<zq')}`);
  for (const [name, value] of Object.entries(res.headers)) {
    if (String(value).includes('<zq')) out.push(`header ${name} reflects generated input unescaped`);
  }
  if (r.method === 'HEAD' && res.body.length > 0) out.push('a HEAD answer with a body');
  return out;
}

describe('property: any generated request', () => {
  test('the warmed pages carry none of the markers the invariants look for', async () => {
    expect(PAGE_PATHS.length).toBeGreaterThan(20);
    for (const p of ['/', '/hosting', '/websites', '/nope']) {
      const res = await send({ method: 'GET', path: p, headers: {} });
      expect(problems({ method: 'GET', path: p, headers: {} }, res)).toEqual([]);
    }
  });

  test(`${RUNS * BATCH} generated requests: never a 5xx, a stack trace, an internal path or an unescaped reflection; the server lives on`, async () => {
    let sent = 0;
    let oversized = 0;
    const statuses = new Map<number, number>();
    // Every violation, once per kind and path shape, with one example: a readable report rather than a 20-request
    // counterexample (a batch shrinks poorly, and each example already names its request).
    const found = new Map<string, string>();
    const note = (r: Req, what: string) => {
      const shape = `${r.method} ${r.path
        .split('?')[0]
        .replace(/[^/]+/g, (seg) => (/%|\.\./.test(seg) ? seg.slice(0, 20) : 'x'))
        .slice(0, 60)}`;
      const key = `${what.replace(/\d+/g, 'N').slice(0, 60)} | ${shape}`;
      if (!found.has(key))
        found.set(key, `${r.method} ${r.path.slice(0, 160)}${r.path.length > 160 ? '...' : ''}: ${what}`);
    };
    const t0 = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(
          batch.map((r) =>
            send(r).then(
              (res) => ({ r, res }),
              (e: Error) => ({ r, err: e.message }),
            ),
          ),
        );
        sent += batch.length;
        for (const a of answers) {
          const big = headSize(a.r) > MAX_HEAD - 512;
          if (big) oversized++;
          if ('err' in a) {
            // Node itself answers 431 to an oversized head and closes, which a client still sending may see as a reset.
            if (!big) note(a.r, `no answer (${a.err})`);
            continue;
          }
          statuses.set(a.res.status, (statuses.get(a.res.status) ?? 0) + 1);
          for (const p of problems(a.r, a.res)) note(a.r, p);
        }
        return true;
      }),
      { numRuns: RUNS },
    );
    const report = [...found.values()];
    if (crashes.length > 0)
      report.unshift(`uncaught: ${String((crashes[0] as Error)?.stack ?? crashes[0]).slice(0, 600)}`);
    expect(report).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);

    // Still alive, still serving: a health check, a cached page and a rendered one.
    expect((await send({ method: 'GET', path: '/healthz', headers: {} })).status).toBe(200);
    expect((await send({ method: 'GET', path: '/hosting', headers: { 'accept-encoding': 'gzip' } })).status).toBe(200);
    expect((await send({ method: 'GET', path: '/nope-after-the-run', headers: {} })).status).toBe(404);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `property run: ${sent} generated requests (${oversized} with a head over 16 kB) in ${Date.now() - t0} ms; statuses ${summary}`,
    );
    // The count bounds the run; the time allowed is for a loaded machine, with another test file beside this one
    // (decision 337).
  }, 600_000);
});
