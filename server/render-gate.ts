// Bounded page renders (decision 195): a render holds the event loop for tens of milliseconds, so renders run a few
// at a time, a short queue waits for them, and a miss beyond both is shed at once. Cached pages never enter the gate.

/** A render refused because the gate and its queue were full: answered 503 with Retry-After by the page step. */
export class RenderShed extends Error {
  constructor() {
    super('page render shed: too many renders running and waiting');
  }
}

export interface RenderGate {
  /** Runs `work` now, or once a running render finishes; rejects with RenderShed when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** At most `concurrency` renders at once and `queue` waiting (first come, first served). */
export function createRenderGate(concurrency: number, queue: number): RenderGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else running--;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new RenderShed();
      // A render that finished hands its place to the next in line (running stays counted).
      try {
        return await work();
      } finally {
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
