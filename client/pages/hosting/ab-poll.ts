// spec 4 "Hosting A/B poll": every 100 ms for up to 600 ms; variant 1 if the experiment returns '1', else 0.
// It has no visible effect: the variant is only recorded on the document for the experiment script to read.

export const AB_POLL = { intervalMs: 100, maxMs: 600 } as const;

export type Variant = 0 | 1;

/**
 * Polls `read` until it answers something or the time is up. Resolves 1 as soon as it returns '1', 0 when it
 * returns anything else, or 0 after maxMs without an answer. `read` throwing counts as no answer yet.
 */
export function pollVariant(
  read: () => string | null | undefined,
  opts: { intervalMs?: number; maxMs?: number } = {},
): { result: Promise<Variant>; cancel: () => void } {
  const intervalMs = opts.intervalMs ?? AB_POLL.intervalMs;
  const maxMs = opts.maxMs ?? AB_POLL.maxMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const result = new Promise<Variant>((resolve) => {
    let waited = 0;
    const tick = () => {
      if (cancelled) return;
      let answer: string | null | undefined;
      try {
        answer = read();
      } catch {
        answer = undefined;
      }
      if (answer !== undefined && answer !== null) {
        resolve(answer === '1' ? 1 : 0);
        return;
      }
      if (waited >= maxMs) {
        resolve(0);
        return;
      }
      waited += intervalMs;
      timer = setTimeout(tick, intervalMs);
    };
    tick();
  });
  return {
    result,
    cancel: () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** The experiment script (loaded lazily when idle, spec 7) exposes its answer here. */
export function readHostingExperiment(): string | undefined {
  const w = window as Window & { siteExperiments?: Record<string, string | undefined> };
  return w.siteExperiments?.hosting;
}
