// Bounded page renders (decision 195): a render holds the event loop for tens of milliseconds, so renders run a few
// at a time, a short queue waits for them, and a miss beyond both is shed at once. Cached pages never enter the gate.
//
// A queue length alone never sheds under a real flood: while renders hold the event loop, requests wait in socket
// buffers, unparsed, and reach the gate only as fast as the loop frees up, so the queue stays short while every
// answer is late. The gate therefore also sheds by time: a miss is refused when the event loop is already late
// while renders run (loop delay over its bound), when the renders ahead of it would keep it waiting past the longest wait, and when it
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
  /** How late the event loop is now (ms); see createLoopDelay. */
  loopDelay?: () => number;
  /** Beyond this loop delay (ms) every new miss is shed while a render runs; default no bound. */
  maxLoopDelayMs?: number;
  now?: () => number;
}

interface Waiter {
  resolve: () => void;
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
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) {
      clearTimeout(nextInLine.timer);
      nextInLine.resolve();
    } else running--;
  };
  const estimatedWaitMs = () => (renderMs * (waiting.length + 1)) / concurrency;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A late loop sheds only while renders run: then they are what makes it late (one page at a time is always
      // admitted, however busy the machine is otherwise).
      if (running > 0 && options.loopDelay && options.loopDelay() > maxLoopDelayMs) throw new RenderShed();
      if (running < concurrency) running++;
      else if (waiting.length < queue && estimatedWaitMs() <= maxWaitMs) {
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = { resolve };
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

/**
 * How late the event loop is, in ms: the lateness of the last tick of a short timer, or, while the loop is held
 * right now, how long since that timer last ran. Read on every miss; costs one timer per process.
 */
export function createLoopDelay(intervalMs = 20): { delay: () => number; stop: () => void } {
  let last = performance.now();
  let lateness = 0;
  const timer = setInterval(() => {
    const t = performance.now();
    lateness = Math.max(0, t - last - intervalMs);
    last = t;
  }, intervalMs);
  timer.unref();
  return {
    delay: () => Math.max(lateness, performance.now() - last - intervalMs),
    stop: () => clearInterval(timer),
  };
}
