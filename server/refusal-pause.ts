// Refusals are written after a short pause (REFUSAL_PAUSE_MS, decision 327): a 429 past a rate limit and a 503 from
// the render gate. A client that asks again as soon as it is refused, as a flood does, gets at most one answer per
// pause on each connection, so its refusals can no longer keep the event loop busy; writing an answer on this machine
// costs about half a millisecond of the kernel's time, whatever the answer says, and fifty connections asking back
// to back held cached pages 20-70 ms behind them. A person who is refused learns it a moment later, and is told to
// come back in seconds anyway (Retry-After).
import type { ServerResponse } from 'node:http';

/**
 * Answers held at once in this process. Each holds a timer and its socket, both already bounded by the connection
 * caps; past this many the next refusal is written at once rather than holding more.
 */
export const MAX_HELD_REFUSALS = 4096;

let held = 0;

/** How many refusals wait for their pause now. */
export const heldRefusals = (): number => held;

/** Calls `write` after `pauseMs`, or never when the client has gone in the meantime. */
export function afterPause(res: ServerResponse, pauseMs: number, write: () => void): void {
  if (pauseMs <= 0 || held >= MAX_HELD_REFUSALS) return write();
  held++;
  const release = () => {
    clearTimeout(timer);
    res.off('close', release);
    held--;
  };
  const timer = setTimeout(() => {
    release();
    if (!res.destroyed && !res.writableEnded) write();
  }, pauseMs);
  // The client went away (or a drain cut its connection): nothing to write.
  res.once('close', release);
}
