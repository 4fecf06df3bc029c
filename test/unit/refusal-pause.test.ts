// A refusal is written after its pause, never to a client that has gone, and at once past the cap on held answers.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterPause, heldRefusals, MAX_HELD_REFUSALS } from '../../server/refusal-pause.ts';

const answer = () => Object.assign(new EventEmitter(), { destroyed: false, writableEnded: false });
const asRes = (r: ReturnType<typeof answer>) => r as unknown as ServerResponse;

describe('afterPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('writes after the pause, not before, and holds nothing afterwards', () => {
    const write = vi.fn();
    const res = answer();
    afterPause(asRes(res), 500, write);
    expect(heldRefusals()).toBe(1);
    vi.advanceTimersByTime(499);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledOnce();
    expect(heldRefusals()).toBe(0);
    expect(res.listenerCount('close')).toBe(0);
  });

  test('a client that goes away during the pause is never written to, and its place is freed at once', () => {
    const write = vi.fn();
    const res = answer();
    afterPause(asRes(res), 500, write);
    res.destroyed = true;
    res.emit('close');
    expect(heldRefusals()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(write).not.toHaveBeenCalled();
  });

  test('no pause configured: written at once', () => {
    const write = vi.fn();
    afterPause(asRes(answer()), 0, write);
    expect(write).toHaveBeenCalledOnce();
    expect(heldRefusals()).toBe(0);
  });

  test('past the cap on held answers the next refusal is written at once', async () => {
    // Real timers: the fake clock takes seconds to hold thousands of them.
    vi.useRealTimers();
    let written = 0;
    for (let i = 0; i < MAX_HELD_REFUSALS; i++) afterPause(asRes(answer()), 20, () => written++);
    expect(heldRefusals()).toBe(MAX_HELD_REFUSALS);
    let over = 0;
    afterPause(asRes(answer()), 20, () => over++);
    expect([over, written]).toEqual([1, 0]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(written).toBe(MAX_HELD_REFUSALS);
    expect(heldRefusals()).toBe(0);
  });
});
