import request from 'supertest';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { SAMPLE_PLACE as PLACE, startFakeListingsScan } from '../fakes/listings-scan.ts';

let closeFake: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closeFake?.();
  closeFake = null;
});

describe('POST /api/local/scan (decision 069)', () => {
  test('with a scan service: the per-directory result, and the place sent as chosen; nothing personal in the log', async () => {
    const fake = await startFakeListingsScan();
    closeFake = fake.close;
    const { app, logs } = await createTestApp({ env: { LISTINGS_SCAN_URL: fake.url } });
    const res = await request(app).post('/api/local/scan').send(PLACE);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      status: 'scanned',
      directories: [
        { name: 'Maps Directory', status: 'listed' },
        { name: 'City Guide', status: 'incorrect' },
        { name: 'Local Finder', status: 'missing' },
      ],
    });
    expect(fake.bodies).toEqual([PLACE]);
    expect(logs.text()).not.toContain('Harbor Cafe');
  });

  test.each(['fail', 'garbage', 'hang'] as const)(
    'a scan service that answers %s: unavailable, never invented numbers',
    async (mode) => {
      const fake = await startFakeListingsScan();
      fake.mode = mode;
      closeFake = fake.close;
      const { app } = await createTestApp({ env: { LISTINGS_SCAN_URL: fake.url, UPSTREAM_TIMEOUT_MS: '200' } });
      const res = await request(app).post('/api/local/scan').send(PLACE);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'unavailable' });
    },
  );

  test('without a scan service: unavailable', async () => {
    const { app } = await createTestApp();
    expect((await request(app).post('/api/local/scan').send(PLACE)).body).toEqual({ status: 'unavailable' });
  });

  test('bad input is refused and reaches no service; a burst meets the limit', async () => {
    const fake = await startFakeListingsScan();
    closeFake = fake.close;
    const { app } = await createTestApp({ env: { LISTINGS_SCAN_URL: fake.url } });
    for (const body of [{}, { name: '' }, { name: 'A\r\nBcc: x@example.test' }, { name: 'x'.repeat(201) }]) {
      const res = await request(app).post('/api/local/scan').send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.name).toEqual(expect.any(String));
    }
    expect(
      (await request(app).post('/api/local/scan').set('content-type', 'application/json').send('{"name":')).status,
    ).toBe(400);
    expect(fake.bodies).toHaveLength(0);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await request(app).post('/api/local/scan').send(PLACE)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
