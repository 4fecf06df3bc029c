// Upstream answers are capped in size and checked by schema (decision 081): whatever the catalogue, flags,
// login-info or places upstream sends, this process never buffers more than its cap, never throws, and falls back
// as the spec says (embedded prices, every plan shown, signed out, no suggestions).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { embeddedPrices } from '../../content/prices.ts';
import { createPlacesRouter } from '../../server/api/places.ts';
import { createLogger } from '../../server/logger.ts';
import { UPSTREAM_BODY_LIMITS } from '../../server/upstreams/body.ts';
import { createCaptchaVerifier } from '../../server/upstreams/captcha.ts';
import { createCatalogue } from '../../server/upstreams/catalogue.ts';
import { createLoginInfoClient } from '../../server/upstreams/login-info.ts';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const dest = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { logger: createLogger('debug', dest), lines };
}

/** What the fake upstream sends next: a body, optionally streamed without Content-Length in 64 kB pieces. */
let answer: { status: number; body: string | Buffer; chunked?: boolean } = { status: 200, body: '{}' };
/** Bytes the fake managed to write for the last request before the client hung up. */
let written = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const { status, body, chunked } = answer;
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(body);
    written = 0;
    if (!chunked) {
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': buf.length });
      written = buf.length;
      res.end(buf);
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    let offset = 0;
    const pump = () => {
      while (offset < buf.length) {
        const piece = buf.subarray(offset, offset + 65536);
        offset += piece.length;
        written += piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => (offset = buf.length));
    pump();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A JSON document far over every cap, of the right shape apart from its size. */
function hugeFlags(bytes: number): string {
  const data: Record<string, { showAddOn: boolean }> = {};
  let i = 0;
  let size = 10;
  while (size < bytes) {
    const id = `plan_${i++}_${'x'.repeat(40)}`;
    data[id] = { showAddOn: false };
    size += id.length + 22;
  }
  return JSON.stringify({ data });
}

/** Bodies an upstream might send: any JSON value, the right envelope with junk inside, or bytes that are not JSON. */
const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .record({ data: fc.dictionary(fc.string({ maxLength: 80 }), fc.jsonValue({ maxDepth: 2 })) })
    .map((v) => JSON.stringify(v)),
  fc.record({ user: fc.jsonValue({ maxDepth: 3 }) }).map((v) => JSON.stringify(v)),
  fc.record({ predictions: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 60 }) }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
);

describe('oversized upstream answers are cut off at the cap', () => {
  test('a flags document of 8 MB without Content-Length: every plan shown, the download cancelled', async () => {
    const { logger, lines } = capturingLogger();
    const body = hugeFlags(8 * 1024 * 1024);
    answer = { status: 200, body, chunked: true };
    const catalogue = createCatalogue({
      config: { UIFLAGS_URL: `${base}/uiflags`, UPSTREAM_TIMEOUT_MS: 5000 },
      logger,
    });
    const snap = await catalogue.snapshot();
    expect(snap.flags).toEqual({});
    expect(snap.flagsAvailable).toBe(false);
    expect(lines.some((l) => l.upstream === 'uiflags' && l.reason === 'answer too large')).toBe(true);
    // The client stopped reading soon after the cap (socket buffers allow some slack), long before 8 MB.
    await new Promise((r) => setTimeout(r, 100));
    expect(written).toBeLessThan(UPSTREAM_BODY_LIMITS.uiflags + 4 * 1024 * 1024);
    expect(written).toBeLessThan(body.length);
  });

  test('a price list declaring 50 MB is refused before it is read; the embedded prices stand', async () => {
    const { logger, lines } = capturingLogger();
    answer = { status: 200, body: Buffer.alloc(50 * 1024 * 1024, 0x20) };
    const catalogue = createCatalogue({ config: { PRODUCT_API_URL: base, UPSTREAM_TIMEOUT_MS: 5000 }, logger });
    const snap = await catalogue.snapshot();
    expect(snap.prices).toEqual(embeddedPrices);
    expect(snap.source).toBe('embedded');
    expect(lines.some((l) => l.upstream === 'product-api' && l.reason === 'answer too large')).toBe(true);
  });

  test('login info over 16 kB, or of the wrong shape, means signed out', async () => {
    const { logger } = capturingLogger();
    const loginInfo = createLoginInfoClient({ url: `${base}/info`, timeoutMs: 2000, logger });
    answer = {
      status: 200,
      body: JSON.stringify({ user: { alias: 'a', filler: 'x'.repeat(UPSTREAM_BODY_LIMITS.loginInfo) } }),
      chunked: true,
    };
    expect(await loginInfo('session=1')).toBeNull();
    answer = { status: 200, body: JSON.stringify({ user: { alias: 42 } }) };
    expect(await loginInfo('session=1')).toBeNull();
    answer = { status: 200, body: JSON.stringify({ user: ['alias'] }) };
    expect(await loginInfo('session=1')).toBeNull();
    // A well-formed answer still works, the rest of the payload passed through.
    answer = {
      status: 200,
      body: JSON.stringify({ user: { alias: 'jo', firstName: 'Jo', isBibUser: false, plan: 'x' } }),
    };
    expect(await loginInfo('session=1')).toEqual({ alias: 'jo', firstName: 'Jo', isBibUser: false, plan: 'x' });
  });

  test('places over 64 kB gives no suggestions, and the visitor still gets a 200', async () => {
    const { logger, lines } = capturingLogger();
    const app = express().use(
      '/api',
      createPlacesRouter({ config: { PLACES_API_URL: `${base}/places`, UPSTREAM_TIMEOUT_MS: 2000 }, logger }),
    );
    const prediction = { name: 'Joe', address: 'x'.repeat(150) };
    answer = { status: 200, body: JSON.stringify({ predictions: Array(2000).fill(prediction) }), chunked: true };
    const res = await request(app).get('/api/places/autocomplete?q=joe');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ predictions: [] });
    expect(lines.some((l) => l.reason === 'answer too large')).toBe(true);
  });
});

describe('property: any upstream body is survived', () => {
  test('catalogue, login info, places and captcha never throw and answer a fallback or a checked value', async () => {
    const { logger } = capturingLogger();
    const places = express().use(
      '/api',
      createPlacesRouter({ config: { PLACES_API_URL: `${base}/places`, UPSTREAM_TIMEOUT_MS: 2000 }, logger }),
    );
    const loginInfo = createLoginInfoClient({ url: `${base}/info`, timeoutMs: 2000, logger });
    const captcha = createCaptchaVerifier({
      CAPTCHA_SECRET: 's',
      CAPTCHA_VERIFY_URL: `${base}/verify`,
      UPSTREAM_TIMEOUT_MS: 2000,
    });
    await fc.assert(
      fc.asyncProperty(
        junkBody,
        fc.constantFrom(200, 200, 200, 404, 500),
        fc.boolean(),
        async (body, status, chunked) => {
          answer = { status, body, chunked };
          const catalogue = createCatalogue({
            config: { PRODUCT_API_URL: base, UIFLAGS_URL: `${base}/uiflags`, UPSTREAM_TIMEOUT_MS: 2000 },
            logger,
          });
          const snap = await catalogue.snapshot();
          for (const price of Object.values(snap.prices))
            expect(price.termDisplayPrice.finalPrice).toEqual(expect.any(Number));
          for (const flag of Object.values(snap.flags)) expect(typeof flag.showAddOn).toBe('boolean');

          const user = await loginInfo('session=1');
          expect(user === null || (typeof user === 'object' && !Array.isArray(user))).toBe(true);

          const res = await request(places).get('/api/places/autocomplete?q=joe');
          expect(res.status).toBe(200);
          expect(Array.isArray(res.body.predictions)).toBe(true);
          for (const p of res.body.predictions) expect(typeof p.name).toBe('string');

          expect(['verified', 'rejected', 'unavailable']).toContain(await captcha('token', '127.0.0.1'));
        },
      ),
      { numRuns: 150 },
    );
    // Bounded by its count of runs, not a clock: slower, not shorter, beside another test file (decision 337).
  }, 120_000);
});
