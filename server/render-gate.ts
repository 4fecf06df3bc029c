// Bounded page renders (decision 195): a render holds the event loop for tens of milliseconds, so renders run a few
// at a time, a short queue waits for them, and a miss beyond both is shed at once. Cached pages never enter the gate.
//
// A queue length alone never sheds under a real flood: while renders hold the event loop, requests wait in socket
// buffers, unparsed, and reach the gate only as fast as the loop frees up, so the queue stays short while every
// answer is late. The gate therefore also sheds by time: a miss is refused when the event loop is already late
// (held past its bound right now, with as many renders as the gate allows at once already started in this turn),
// when the renders ahead of it would keep it waiting past the longest wait, and when it has waited that long in the
// queue.
//
// Shedding alone still let a flood of misses from many addresses fill the loop with renders back to back, each one
// admitted in time, while the cached pages waited behind them. So renders also share the loop by time: a render
// starts only while finished renders have kept it busy for less than a bound share of the last second (one at a
// time past half of that bound), and otherwise waits in the queue; cached pages get the rest. An idle gate admits
// at once, and a burst of renders is admitted until its time reaches the bound.

/** A render refused because the gate was full or the server too late: answered 503 with Retry-After by the page step. */
export class RenderShed extends Error {
  constructor() {
    super('page render shed: too many renders running and waiting');
  }
}

export interface RenderGate {
  /** Runs `work` now, or once a running render finishes; rejects with RenderShed when it may not wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export interface RenderGateOptions {
  /** The longest a miss may wait for a render slot, in the queue or by estimate (ms); default no bound. */
  maxWaitMs?: number;
  /** How late the event loop is now and how often it has come round; see createLoopDelay. */
  loop?: LoopClock;
  /** Beyond this loop delay (ms) a further miss in the same turn of the loop is shed; default no bound. */
  maxLoopDelayMs?: number;
  /**
   * The largest share of recent time during which renders may be running (0 to 1); default 1, no bound. A render
   * starts only while the share is below it, so the rest of the event loop is left to cached pages.
   */
  maxRenderShare?: number;
  /** How far back the render share looks (ms); default 1000. */
  shareWindowMs?: number;
  now?: () => number;
}

interface Waiter {
  resolve: () => void;
  reject: (e: RenderShed) => void;
  since: number;
  timer?: NodeJS.Timeout;
}

/** At most `concurrency` renders at once and `queue` waiting (first come, first served), bounded in time too. */
export function createRenderGate(concurrency: number, queue: number, options: RenderGateOptions = {}): RenderGate {
  const now = options.now ?? (() => performance.now());
  const maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  const maxLoopDelayMs = options.maxLoopDelayMs ?? Number.POSITIVE_INFINITY;
  const maxShare = Math.min(1, options.maxRenderShare ?? 1);
  const budget = createRenderBudget(maxShare, options.shareWindowMs ?? 1000, now);
  let running = 0;
  // The time a render takes, smoothed (0 until one has finished): the basis of the wait estimate.
  let renderMs = 0;
  const waiting: Waiter[] = [];
  // The loop's turn in which renders last started, and how many started in it: a late loop sheds only renders beyond
  // `concurrency` in one turn, so as many pages as the gate allows at once are always rendered, however busy the
  // machine is otherwise (two visitors arriving together at a cold process, whose first renders hold the loop far
  // past the bound, are both served), while a chain of renders in one turn (a flood read from many sockets at
  // once) is cut there.
  let turn = -1;
  let startedInTurn = 0;
  const late = () =>
    options.loop
      ? options.loop.ticks() === turn && startedInTurn >= concurrency && options.loop.delay() > maxLoopDelayMs
      : false;
  const start = () => {
    if (running++ === 0) budget.busy(true);
  };
  // A waiter held back by the render share is looked at again once the share may have fallen below its bound.
  let retry: NodeJS.Timeout | undefined;
  const retryLater = () => {
    if (retry || running > 0) return; // a render's end looks again
    retry = setTimeout(() => {
      retry = undefined;
      admitWaiting();
    }, budget.msUntilFree());
    retry.unref();
  };
  /**
   * Free slots go to the waiters in line, unless one has waited its longest or the loop is late (renders run in
   * microtasks one after another, so the waiters' timers may not have had a chance to fire), and only while the
   * render share is under its bound.
   */
  const admitWaiting = () => {
    while (waiting.length > 0 && running < concurrency) {
      const nextInLine = waiting[0];
      if (now() - nextInLine.since > maxWaitMs || late()) {
        waiting.shift();
        clearTimeout(nextInLine.timer);
        nextInLine.reject(new RenderShed());
        continue;
      }
      if (!budget.free(running)) return retryLater();
      waiting.shift();
      clearTimeout(nextInLine.timer);
      start();
      nextInLine.resolve();
    }
  };
  const finish = () => {
    if (--running === 0) budget.busy(false);
    admitWaiting();
  };
  // Under a share bound a render holds its place for longer than it runs: the time the rest of the loop gets.
  const estimatedWaitMs = () => (renderMs * (waiting.length + 1)) / (concurrency * maxShare);
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (late()) throw new RenderShed();
      if (running < concurrency && waiting.length === 0 && budget.free(running)) start();
      else if (waiting.length < queue && estimatedWaitMs() <= maxWaitMs) {
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = { resolve, reject, since: now() };
          if (Number.isFinite(maxWaitMs)) {
            // Waited its longest: out of the queue, shed (its place was never a running slot).
            waiter.timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(waiter), 1);
              reject(new RenderShed());
            }, maxWaitMs);
            waiter.timer.unref();
          }
          waiting.push(waiter);
          if (running < concurrency) retryLater();
        });
      } else throw new RenderShed();
      if (options.loop) {
        const t = options.loop.ticks();
        if (t !== turn) [turn, startedInTurn] = [t, 0];
        startedInTurn++;
      }
      const started = now();
      try {
        return await work();
      } finally {
        const took = now() - started;
        renderMs = renderMs === 0 ? took : 0.8 * renderMs + 0.2 * took;
        finish();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * The share of the last `windowMs` during which at least one render was running, against its bound: renders that
 * keep the loop busy more than that wait, and cached pages are answered in the rest. Kept as the finished busy spans
 * that reach into the window.
 */
export function createRenderBudget(maxShare: number, windowMs: number, now: () => number) {
  const spans: Array<[start: number, end: number]> = [];
  let busySince: number | undefined;
  const busyMs = (t: number) => {
    const from = t - windowMs;
    while (spans.length > 0 && spans[0][1] <= from) spans.shift();
    // Finished spans only: a render still running is not counted against the next one, so a miss read after a long
    // first render on a cold process (the loop held meanwhile) still starts beside it.
    let ms = 0;
    for (const [start, end] of spans) ms += end - Math.max(start, from);
    return ms;
  };
  return {
    /** Renders started running (true) or the last one ended (false). */
    busy(on: boolean) {
      const t = now();
      if (on) busySince = t;
      else if (busySince !== undefined) {
        spans.push([busySince, t]);
        busySince = undefined;
      }
    },
    /**
     * Whether a render may start now, with `running` renders running: while the share is under half its bound as
     * many as the gate allows, then one at a time (renders started together run their work in the same turn of
     * the loop, one after the other, and a cached page read meanwhile waits for both), and none at the bound.
     */
    free(running: number) {
      if (maxShare >= 1) return true;
      const ms = busyMs(now());
      return ms < maxShare * windowMs && (running === 0 || ms < (maxShare * windowMs) / 2);
    },
    /**
     * The soonest, while nothing renders, that the share can be under its bound: the window's old edge leaves busy
     * time no faster than the clock runs.
     */
    msUntilFree: () => Math.max(1, Math.ceil(busyMs(now()) - maxShare * windowMs)),
  };
}

/** The event loop's lateness (ms past a short timer's due time) and its number of turns (that timer's runs). */
export interface LoopClock {
  delay: () => number;
  ticks: () => number;
}

/**
 * How late the event loop is right now, in ms: how long past its due time a short timer has not run. Misses handled
 * one after another in one turn of the loop (each render holding it) see this grow, while a request that arrives
 * after the loop has come round sees it near zero, however long the render before it took. Costs one timer.
 */
export function createLoopDelay(intervalMs = 20): LoopClock & { stop: () => void } {
  let last = performance.now();
  let ticks = 0;
  const timer = setInterval(() => {
    last = performance.now();
    ticks++;
  }, intervalMs);
  timer.unref();
  return {
    delay: () => Math.max(0, performance.now() - last - intervalMs),
    ticks: () => ticks,
    stop: () => clearInterval(timer),
  };
}
