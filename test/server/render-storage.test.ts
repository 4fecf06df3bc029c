// React's server renderer runs each render in an AsyncLocalStorage, which on Node 20 turns on an async_hooks init
// hook for the whole process; between renders the server disables React's storage again (server/render-storage.ts),
// so the cached pages served after a render do not pay for the hook. The probe: while such a hook is on, every new
// async resource (here a timer) is handed the storages' slot as it is created.
import { AsyncLocalStorage, executionAsyncResource } from 'node:async_hooks';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { rememberedStorages } from '../../server/render-storage.ts';
import { createTestApp } from '../helpers/test-app.ts';

function timerIsHandedAStore(): Promise<boolean> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const slots = Object.getOwnPropertySymbols(executionAsyncResource());
      resolve(slots.some((s) => s.description === 'kResourceStore'));
    }, 0),
  );
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("React's request storage between renders", () => {
  test('the probe sees a storage that has run, and no longer once it is disabled', async () => {
    const storage = new AsyncLocalStorage<number>();
    storage.run(1, () => {});
    expect(await timerIsHandedAStore()).toBe(true);
    storage.disable();
    expect(await timerIsHandedAStore()).toBe(false);
  });

  test("after a page render has settled, React's storage is off: a cached page then runs without the hook", async () => {
    const { app } = await createTestApp();
    expect(rememberedStorages()).toBeGreaterThan(0);

    // Two renders at once; once both have settled, the storage is off.
    const [a, b] = await Promise.all([request(app).get('/hosting'), request(app).get('/domains')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await turn();
    await turn();
    expect(await timerIsHandedAStore()).toBe(false);

    const cached = await request(app).get('/hosting');
    expect(cached.status).toBe(200);
    expect(cached.text).toBe(a.text);
    expect(await timerIsHandedAStore()).toBe(false);
  });
});
