import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPlacesRouter } from '../../server/api/places.ts';
import { createLogger } from '../../server/logger.ts';
import { LogCapture } from '../helpers/test-app.ts';

function appWith(config: Parameters<typeof createPlacesRouter>[0]['config']) {
  const logs = new LogCapture();
  const app = express();
  app.use('/api', createPlacesRouter({ config, logger: createLogger('info', logs) }));
  return { app, logs };
}

let upstream: http.Server;
let upstreamUrl = '';
let mode: 'ok' | 'parts' | 'malformed' | 'fail' | 'hang' | 'junk' = 'ok';
let lastQuery = '';
beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    lastQuery = req.url ?? '';
    if (mode === 'hang') return;
    if (mode === 'fail') return void res.writeHead(500).end('nope');
    res.setHeader('content-type', 'application/json');
    if (mode === 'junk') return void res.end('{"predictions": "x"}');
    const good = { name: 'Pier Bakery', street_number: '3', route: 'Pier Road', locality: 'Miami', region: 'FL' };
    const predictions =
      mode === 'malformed'
        ? [
            // A numeric street number, and a place with no street address at all.
            { name: 'Ocean Tacos', street_number: 1, route: 'Pier Road', locality: 'Miami', region: 'FL' },
            { name: 'Ocean Kiosk', locality: 'Miami', region: 'FL', postal_code: '33101' },
            good,
          ]
        : mode === 'ok'
          ? [
              {
                name: 'Ocean Tacos',
                address: '1 Pier',
                city: 'Miami',
                state: 'FL',
                zip: '33101',
                phone: '(305) 555-0100',
              },
              { nope: true },
            ]
          : [
              {
                name: 'Ocean Tacos',
                street_number: '1',
                route: 'Pier Road',
                locality: 'Miami',
                region: 'FL',
                postal_code: '33101',
              },
            ];
    res.end(JSON.stringify({ predictions }));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/autocomplete`;
});
afterAll(() => {
  upstream.closeAllConnections();
  upstream.close();
});

describe('GET /api/places/autocomplete', () => {
  test('without an upstream, answers from the embedded sample set', async () => {
    const { app } = appWith({ UPSTREAM_TIMEOUT_MS: 500 });
    const res = await request(app).get('/api/places/autocomplete?q=harbor');
    expect(res.status).toBe(200);
    expect(res.body.predictions.map((p: { name: string }) => p.name)).toEqual([
      'Harbor Cafe',
      'Harbor Hardware',
      'Harborview Dental',
    ]);
    expect(Object.keys(res.body.predictions[0]).sort()).toEqual(['address', 'city', 'name', 'phone', 'state', 'zip']);
  });

  test('a missing or too long query is a 400 with a JSON error', async () => {
    const { app } = appWith({ UPSTREAM_TIMEOUT_MS: 500 });
    expect((await request(app).get('/api/places/autocomplete')).status).toBe(400);
    expect((await request(app).get(`/api/places/autocomplete?q=${'a'.repeat(101)}`)).body.errors.q).toMatch(/1 to 100/);
  });

  test('asks the upstream for establishments with the key, keeping only well-formed predictions', async () => {
    mode = 'ok';
    const { app } = appWith({ PLACES_API_URL: upstreamUrl, PLACES_API_KEY: 'k123', UPSTREAM_TIMEOUT_MS: 500 });
    const res = await request(app).get('/api/places/autocomplete?q=ocean');
    expect(res.body.predictions).toEqual([
      { name: 'Ocean Tacos', address: '1 Pier', city: 'Miami', state: 'FL', zip: '33101', phone: '(305) 555-0100' },
    ]);
    expect(lastQuery).toContain('input=ocean');
    expect(lastQuery).toContain('types=establishment');
    expect(lastQuery).toContain('key=k123');
  });

  test('builds the address from the parts the maps service yields', async () => {
    mode = 'parts';
    const { app } = appWith({ PLACES_API_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: 500 });
    const res = await request(app).get('/api/places/autocomplete?q=ocean');
    expect(res.body.predictions[0]).toEqual({
      name: 'Ocean Tacos',
      address: '1 Pier Road',
      city: 'Miami',
      state: 'FL',
      zip: '33101',
      phone: '',
    });
  });

  test('a malformed suggestion (a numeric street number) or one without an address is dropped', async () => {
    mode = 'malformed';
    const { app } = appWith({ PLACES_API_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: 500 });
    const res = await request(app).get('/api/places/autocomplete?q=pier');
    expect(res.body.predictions).toEqual([
      { name: 'Pier Bakery', address: '3 Pier Road', city: 'Miami', state: 'FL', zip: '', phone: '' },
    ]);
  });

  test.each(['fail', 'hang', 'junk'] as const)(
    'an upstream that answers %s gives no suggestions, never an error',
    async (m) => {
      mode = m;
      const { app, logs } = appWith({
        PLACES_API_URL: upstreamUrl,
        PLACES_API_KEY: 'secret-key',
        UPSTREAM_TIMEOUT_MS: 200,
      });
      const res = await request(app).get('/api/places/autocomplete?q=ocean');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ predictions: [] });
      // Not kept anywhere: the next keystroke asks again.
      expect(res.headers['cache-control']).toBe('no-store');
      // One failure, one warning: the lookup logs it and the router does not log it again.
      expect(logs.text().match(/places upstream failed/g)).toHaveLength(1);
      expect(logs.text()).not.toContain('secret-key');
      // The visitor's query is not in the log either.
      expect(logs.text()).not.toContain('ocean');
    },
  );
});
