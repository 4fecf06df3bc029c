// One request pipeline (decision 006): every request, a cached page or an API call alike, passes the same ordered
// steps, each written once. A step answers or calls next(); a throw or a rejected promise in any step becomes
// an answer for that request alone and never reaches the process.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Next = (err?: unknown) => void;
export type Step = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;
export type ErrorStep = (err: unknown, req: IncomingMessage, res: ServerResponse) => void;

export function pipeline(
  steps: readonly Step[],
  onError: ErrorStep,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let i = 0;
    let failed = false;
    const fail = (err: unknown) => {
      // A step that both threw and called next(err) is answered once.
      if (failed) return;
      failed = true;
      try {
        onError(err, req, res);
      } catch {
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }
    };
    const next: Next = (err) => {
      if (failed) return;
      if (err !== undefined) return fail(err);
      const step = steps[i++];
      if (!step) return fail(new Error('request fell through the pipeline'));
      try {
        const out = step(req, res, next);
        if (out && typeof (out as Promise<void>).then === 'function') (out as Promise<void>).catch(fail);
      } catch (e) {
        fail(e);
      }
    };
    next();
  };
}

/** The raw path and query of a request target, split once. */
export function splitUrl(url: string): { path: string; search: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q + 1) };
}

/** Whether every percent-escape in a path decodes to valid UTF-8 (`%`, `%ZZ`, `%C0%AF` do not). */
export function isWellFormedPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
