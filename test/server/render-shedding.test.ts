// Bounded renders (decision 195): misses render a few at a time behind a short queue, the excess is answered 503
// with Retry-After at once, and a cached page is answered meanwhile without waiting behind any render.
import request from 'supertest';
import { describe, expect, test, vi } from 'vitest';
import { HtmlCache } from '../../server/html-cache.ts';
import { registry } from '../../server/metrics.ts';
import { createRenderGate, RenderShed } from '../../server/render-gate.ts';
import { RENDER_MAX_WAIT_MS } from '../../server/app.ts';
import { createTestApp, type TestAppOptions } from '../helpers/test-app.ts';

describe('the render gate', () => {
  test('runs as many as allowed, queues the next ones first come first served, and sheds beyond the queue', async () => {
    const gate = createRenderGate(1, 2);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = gate.run(
      () =>
        new Promise<string>((resolve) => {
          releaseFirst = () => resolve('a');
        }),
    );
    const second = gate.run(async () => (order.push('b'), 'b'));
    const third = gate.run(async () => (order.push('c'), 'c'));
    await expect(gate.run(async () => 'd')).rejects.toBeInstanceOf(RenderShed);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 2 });
    releaseFirst();
    expect(await Promise.all([first, second, third])).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['b', 'c']);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  test('in a late turn of the event loop, renders beyond the concurrency are shed; the next turn renders again', async () => {
    let delay = 0;
    let ticks = 0;
    const gate = createRenderGate(2, 4, { loop: { delay: () => delay, ticks: () => ticks }, maxLoopDelayMs: 50 });
    expect(await gate.run(async () => 'first of the turn')).toBe('first of the turn');
    // The render held the loop (a cold process's first render does): a second in the same turn still renders, as
    // two visitors arriving together are both served; a third read in the same turn is shed at once.
    delay = 120;
    expect(await gate.run(async () => 'second of the turn')).toBe('second of the turn');
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(RenderShed);
    // The loop came round: as many renders as the gate allows again, however late the machine runs otherwise.
    ticks++;
    expect(await gate.run(async () => 'next turn')).toBe('next turn');
    expect(await gate.run(async () => 'next turn, second')).toBe('next turn, second');
    await expect(gate.run(async () => 'late again')).rejects.toBeInstanceOf(RenderShed);
    delay = 5;
    expect(await gate.run(async () => 'on time')).toBe('on time');
  });

  test('a waiter that waited its longest is shed, by its timer or, when renders held the loop, as the slot frees', async () => {
    let t = 0;
    const gate = createRenderGate(1, 4, { maxWaitMs: 1000, now: () => t });
    let releaseFirst!: () => void;
    const first = gate.run(() => new Promise<string>((resolve) => (releaseFirst = () => resolve('a'))));
    const second = gate.run(async () => 'b');
    const secondOutcome = second.catch((e: unknown) => e);
    // The render held the loop past the waiter's longest wait: its timer could not fire, the hand-over sheds it.
    t = 1500;
    releaseFirst();
    expect(await first).toBe('a');
    expect(await secondOutcome).toBeInstanceOf(RenderShed);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });

    // And by its timer when the loop is free.
    vi.useFakeTimers();
    try {
      let releaseHeld!: () => void;
      const held = gate.run(() => new Promise<string>((resolve) => (releaseHeld = () => resolve('held'))));
      const waiter = gate.run(async () => 'never').catch((e: unknown) => e);
      vi.advanceTimersByTime(1001);
      expect(await waiter).toBeInstanceOf(RenderShed);
      expect(gate.waiting).toBe(0);
      releaseHeld();
      expect(await held).toBe('held');
    } finally {
      vi.useRealTimers();
    }
  });

  test('sheds a miss whose wait, by the renders ahead of it, would pass the longest wait', async () => {
    let t = 0;
    const gate = createRenderGate(1, 10, { maxWaitMs: 1000, now: () => t });
    // One render measured at 600 ms: one waiter (600 ms) may queue, a second (1200 ms) may not.
    let release!: () => void;
    const measured = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    t = 600;
    release();
    await measured;
    let releaseNext!: () => void;
    const running = gate.run(() => new Promise<void>((resolve) => (releaseNext = resolve)));
    const queued = gate.run(async () => 'queued');
    await expect(gate.run(async () => 'too late')).rejects.toBeInstanceOf(RenderShed);
    releaseNext();
    await running;
    expect(await queued).toBe('queued');
  });

  test('a failed render frees its place', async () => {
    const gate = createRenderGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('misses beyond the render bound', () => {
  test('are answered 503 with Retry-After while a cached page is answered 200 at once', async () => {
    const cache = new HtmlCache();
    const gate = createRenderGate(1, 2);
    const { app, catalogue } = await createTestApp({ deps: { htmlCache: cache, renderGate: gate } });
    // The cached page is rendered before the renders are held.
    const cachedFirst = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
    expect(cachedFirst.status).toBe(200);

    // A slow render: the catalogue snapshot (read inside the gate) waits until released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const snapshot = catalogue.snapshot.bind(catalogue);
    const spy = vi.spyOn(catalogue, 'snapshot').mockImplementation(async () => {
      await held;
      return snapshot();
    });
    try {
      const shedBefore = await shedCount();
      // One render holds the gate, two wait in its queue.
      const waiting = ['/websites?siteid=held-1', '/websites?siteid=held-2', '/websites?siteid=held-3'].map((p) =>
        request(app)
          .get(p)
          .then((r) => r),
      );
      await vi.waitFor(() =>
        expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 2 }),
      );

      // The next miss is shed at once: 503, Retry-After, stored by no cache, a small page, the usual headers.
      const shed = await request(app).get('/websites?siteid=shed-1');
      expect(shed.status).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(shed.headers['x-request-id']).toBeTruthy();
      expect(shed.headers['content-security-policy']).toBeTruthy();
      expect(shed.text).toMatch(/busy/i);
      expect(shed.text.length).toBeLessThan(1024);
      expect(await shedCount()).toBe(shedBefore + 1);
      // HEAD of a shed miss: the same status and headers, no body.
      const head = await request(app).head('/websites?siteid=shed-2');
      expect(head.status).toBe(503);
      expect(head.headers['retry-after']).toBe('2');

      // A cached page never waits behind the held render.
      const started = performance.now();
      const cached = await request(app).get('/hosting').set('Accept-Encoding', 'gzip');
      expect(cached.status).toBe(200);
      expect(cached.headers['content-encoding']).toBe('gzip');
      expect(cached.headers.vary).toBe('Accept-Encoding');
      expect(cached.headers.etag).toBe(cachedFirst.headers.etag);
      expect(performance.now() - started).toBeLessThan(2000);
      // Nor does a cached page's revalidation.
      const revalidated = await request(app)
        .get('/hosting')
        .set('Accept-Encoding', 'gzip')
        .set('If-None-Match', cachedFirst.headers.etag);
      expect(revalidated.status).toBe(304);
      expect(gate.running).toBe(1);

      // Released, the held and queued misses are rendered and answered.
      release();
      const answered = await Promise.all(waiting);
      expect(answered.map((r) => r.status)).toEqual([200, 200, 200]);
      expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
      // The shed variant renders once the gate has room.
      expect((await request(app).get('/websites?siteid=shed-1')).status).toBe(200);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  test('PAGE_RENDER_CONCURRENCY sets the bound, 2 when unset', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(loadConfig({}).PAGE_RENDER_CONCURRENCY).toBe(2);
    expect(loadConfig({ PAGE_RENDER_CONCURRENCY: '3' }).PAGE_RENDER_CONCURRENCY).toBe(3);
    expect(() => loadConfig({ PAGE_RENDER_CONCURRENCY: '0' })).toThrow(/PAGE_RENDER_CONCURRENCY/);
  });
});

describe("the app's own gate and the tests' gate", () => {
  const MISSES = 12;
  /**
   * MISSES distinct misses sent at once while every render is held (the catalogue snapshot, read inside the gate,
   * waits), past the production gate's longest wait: the statuses answered while held, then all of them once let go.
   */
  async function missesWhileHeld(opts: TestAppOptions, answeredWhileHeld: (statuses: number[]) => void) {
    const { app, catalogue } = await createTestApp(opts);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const snapshot = catalogue.snapshot.bind(catalogue);
    const spy = vi.spyOn(catalogue, 'snapshot').mockImplementation(async () => {
      await held;
      return snapshot();
    });
    try {
      const statuses: number[] = [];
      const answers = Array.from({ length: MISSES }, (_, i) =>
        request(app)
          .get(`/websites?siteid=gate-${i}`)
          .then((r) => {
            statuses.push(r.status);
            if (r.status === 503) expect(r.headers['retry-after']).toBe('2');
            return r.status;
          }),
      );
      await new Promise((r) => setTimeout(r, RENDER_MAX_WAIT_MS + 500));
      await vi.waitFor(() => answeredWhileHeld(statuses), { timeout: 20_000 });
      release();
      return await Promise.all(answers);
    } finally {
      release();
      spy.mockRestore();
    }
  }

  test('production sheds what it cannot render soon: all but the two renders allowed at once are answered 503', async () => {
    const statuses = await missesWhileHeld({ productionGate: true }, (s) =>
      expect(s).toEqual(Array(MISSES - 2).fill(503)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  });

  test("createTestApp's gate sheds nothing: every miss waits for its render and is answered 200", async () => {
    const statuses = await missesWhileHeld({}, (s) => expect(s).toEqual([]));
    expect(statuses).toEqual(Array(MISSES).fill(200));
  });
});

async function shedCount(): Promise<number> {
  const metric = await registry.getSingleMetric('page_renders_shed_total')!.get();
  return metric.values[0]?.value ?? 0;
}
