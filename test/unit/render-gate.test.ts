// The render gate's share of the loop: renders start only while they have been running for less than a bound share
// of the last window, the rest left to cached pages. The clock is the fake timers' Date.now, so time moves only when
// the test moves it.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRenderBudget, createRenderGate, RenderShed } from '../../server/render-gate.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A render that takes `ms` of the clock (moved by the test). */
function renderTaking(ms: number, label: string) {
  return () => new Promise<string>((resolve) => setTimeout(() => resolve(label), ms));
}

/** Runs `work` while the clock moves on by `ms`, and returns its outcome. */
async function whileClockMoves<T>(ms: number, work: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return work;
}

/** A render the test finishes by calling `finish`. */
function heldRender() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done.then(() => 'held'), finish: () => finish() };
}

describe('the render share', () => {
  test('a render waits while renders ran for half the last second, and starts once their share falls under it', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 1000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    // 600 ms of rendering: more than half of the last second.
    const first = heldRender();
    const firstDone = gate.run(first.work);
    await vi.advanceTimersByTimeAsync(600);
    first.finish();
    await firstDone;
    expect(gate.running).toBe(0);

    let startedAt: number | undefined;
    const next = gate.run(async () => ((startedAt = Date.now()), 'next'));
    await vi.advanceTimersByTimeAsync(0);
    // Not shed: it waits, though a slot is free.
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 1 });
    // The window still holds 600 ms of rendering at 1,000 ms.
    await vi.advanceTimersByTimeAsync(400);
    expect(startedAt).toBeUndefined();
    // From 1,100 ms on the window [100, 1100] holds at most 500 ms: the render starts as soon as it holds less.
    await vi.advanceTimersByTimeAsync(200);
    expect(await next).toBe('next');
    expect(startedAt).toBeGreaterThan(1100);
    expect(startedAt).toBeLessThanOrEqual(1110);
  });

  test('a lone visitor is always served, at no more than the share of the clock', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 1000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    // A crawler asking for one page after another, each render 100 ms.
    const pages: string[] = [];
    const crawl = (async () => {
      for (let i = 0; i < 20; i++) pages.push(await gate.run(renderTaking(100, `page ${i}`)));
      return Date.now();
    })();
    const finished = await whileClockMoves(10_000, crawl);
    expect(pages).toHaveLength(20);
    // 2,000 ms of rendering took about twice that: the other half was left to everyone else.
    expect(finished).toBeGreaterThanOrEqual(3500);
    expect(finished).toBeLessThan(4500);
  });

  test('two misses arriving together at an idle gate both start at once, however long they take', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 1000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    // A cold process: its first renders take seconds.
    const a = heldRender();
    const b = heldRender();
    const both = Promise.all([gate.run(a.work), gate.run(b.work)]);
    expect(gate.running).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    a.finish();
    b.finish();
    expect(await both).toEqual(['held', 'held']);
  });

  test('a miss read after a long first render, still running, starts beside it', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 1000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    // A cold process: the first render holds the loop for 2 s, and the second visitor's request is read after it.
    const a = heldRender();
    const first = gate.run(a.work);
    await vi.advanceTimersByTimeAsync(2000);
    const b = heldRender();
    const second = gate.run(b.work);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 0 });
    a.finish();
    b.finish();
    expect(await Promise.all([first, second])).toEqual(['held', 'held']);
  });

  test('a miss arriving while another waits for the share queues behind it', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 2000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    await whileClockMoves(600, gate.run(renderTaking(600, 'long')));
    const order: string[] = [];
    const first = gate.run(async () => (order.push('first'), 'first'));
    await vi.advanceTimersByTimeAsync(50);
    const second = gate.run(async () => (order.push('second'), 'second'));
    expect(gate.waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(order).toEqual(['first', 'second']);
  });

  test('a miss whose wait, at the share, would pass the longest wait is shed at once; one that waited too long is shed', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 1000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    // Renders measured at 300 ms: at half the loop each holds its place for 300 ms with two slots, so the queue's
    // fourth would wait 1,200 ms.
    await whileClockMoves(300, gate.run(renderTaking(300, 'a')));
    await whileClockMoves(300, gate.run(renderTaking(300, 'b')));
    expect(Date.now()).toBe(600);
    const waiters = [1, 2, 3].map((i) => gate.run(async () => `w${i}`).catch((e: unknown) => e));
    expect(gate.waiting).toBe(3);
    await expect(gate.run(async () => 'too late')).rejects.toBeInstanceOf(RenderShed);
    // The share falls under its bound at 1,100 ms: the three, each quick, are rendered in turn.
    await vi.advanceTimersByTimeAsync(520);
    expect(await Promise.all(waiters)).toEqual(['w1', 'w2', 'w3']);
    expect(gate.waiting).toBe(0);

    // Held back past the longest wait (one render at a time past half the share, and that one runs on), a waiter is
    // shed.
    const held = heldRender();
    const running = gate.run(held.work);
    const late = gate.run(async () => 'late').catch((e: unknown) => e);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(1001);
    expect(await late).toBeInstanceOf(RenderShed);
    expect(gate.waiting).toBe(0);
    held.finish();
    expect(await running).toBe('held');
  });

  test('past half the share, renders run one at a time', async () => {
    const gate = createRenderGate(2, 8, {
      maxWaitMs: 1000,
      maxRenderShare: 0.5,
      shareWindowMs: 1000,
      now: () => Date.now(),
    });
    // 400 ms of the last second spent rendering: under the bound, past half of it.
    await whileClockMoves(400, gate.run(renderTaking(400, 'earlier')));
    const a = heldRender();
    const first = gate.run(a.work);
    let secondStarted = false;
    const second = gate.run(async () => ((secondStarted = true), 'second'));
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(50);
    expect(secondStarted).toBe(false);
    // The first done, the second starts (450 ms: still under the bound).
    a.finish();
    expect(await first).toBe('held');
    expect(await second).toBe('second');
  });

  test('without a share bound the gate admits renders back to back', async () => {
    const gate = createRenderGate(1, 4, { now: () => Date.now() });
    const crawl = (async () => {
      for (let i = 0; i < 5; i++) await gate.run(renderTaking(200, 'page'));
      return Date.now();
    })();
    expect(await whileClockMoves(2000, crawl)).toBe(1000);
  });
});

describe('the render budget', () => {
  test('counts the time at least one render ran within the window, once it has ended', () => {
    let t = 0;
    const budget = createRenderBudget(0.5, 1000, () => t);
    expect(budget.free(0)).toBe(true);
    budget.busy(true);
    // A render still running does not hold back the next.
    t = 499;
    expect(budget.free(1)).toBe(true);
    t = 500;
    budget.busy(false);
    expect(budget.free(0)).toBe(false);
    // 500 ms busy in [0, 1000]: not under the bound until the window's old edge passes the busy span's start.
    t = 1000;
    expect(budget.free(0)).toBe(false);
    expect(budget.msUntilFree()).toBe(1);
    t = 1001;
    expect(budget.free(0)).toBe(true);
    // Spans that left the window count for nothing.
    t = 5000;
    budget.busy(true);
    t = 5100;
    budget.busy(false);
    t = 5200;
    expect(budget.free(0)).toBe(true);
  });

  test('the soonest the share can fall under its bound is the excess busy time', () => {
    let t = 0;
    const budget = createRenderBudget(0.5, 1000, () => t);
    budget.busy(true);
    t = 900;
    budget.busy(false);
    expect(budget.msUntilFree()).toBe(400);
  });
});
