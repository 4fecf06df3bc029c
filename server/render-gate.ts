// Bounded page renders (decision 195): a render holds the event loop for tens of milliseconds, so renders run a few
// at a time, a short queue waits for them, and a miss beyond both is shed at once. Cached pages never enter the gate.
//
// A queue length alone never sheds under a real flood: while renders hold the event loop, requests wait in socket
// buffers, unparsed, and reach the gate only as fast as the loop frees up, so the queue stays short while every
// answer is late. The gate therefore also sheds by time: a miss is refused when the event loop is already late
// (held past its bound right now, with as many renders as the gate allows at once already started in this turn), when the renders ahead of it would keep it waiting past the longest wait, and when it
// has waited that long in the queue.

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
  /**
   * A finished render hands its slot to the next in line, unless that one has waited its longest or the loop is
   * late: renders run in microtasks one after another, so the waiters' timers may not have had a chance to fire.
   */
  const release = () => {
    for (let nextInLine = waiting.shift(); nextInLine; nextInLine = waiting.shift()) {
      clearTimeout(nextInLine.timer);
      if (now() - nextInLine.since > maxWaitMs || late()) {
        nextInLine.reject(new RenderShed());
        continue;
      }
      nextInLine.resolve();
      return;
    }
    running--;
  };
  const estimatedWaitMs = () => (renderMs * (waiting.length + 1)) / concurrency;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (late()) throw new RenderShed();
      if (running < concurrency) running++;
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
        });
      } else throw new RenderShed();
      // A render that finished hands its place to the next in line (running stays counted).
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
        release();
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
