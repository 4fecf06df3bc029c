// Request id and the one log line per request: method, path and status only; never a query string, a body, a
// cookie or a form field. The same listener reports the answer to the metrics, so a request costs one listener.
import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import pino from 'pino';
import type { Logger } from './logger.ts';
import type { Step } from './pipeline.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const ROOT = Symbol('root logger');
const CHILD = Symbol('request logger');
const STARTED = Symbol('request started');
const URL_ = Symbol('request url as it arrived');

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by the request-log step: the request id and a logger bound to it. */
    id?: string;
    readonly log?: Logger;
    [ROOT]?: Logger;
    [CHILD]?: Logger;
    [STARTED]?: number;
    [URL_]?: string;
  }
}

// The request's logger is made only when a handler logs (most requests never do): one getter on the prototype
// rather than a property defined on every request, which would cost a closure and a slower object per request.
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: IncomingMessage): Logger | undefined {
    const root = this[ROOT];
    if (!root) return undefined;
    return (this[CHILD] ??= root.child({ reqId: this.id }));
  },
});

/** The request id: the caller's when well-formed (a load balancer's), else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the metrics get of an answered request: its URL as it arrived (Express rewrites req.url in routers). */
export type OnAnswered = (req: IncomingMessage, res: ServerResponse, url: string, seconds: number) => void;

export function createRequestLogStep(logger: Logger, onAnswered?: OnAnswered): Step {
  // The line's fields are fixed (id, method, path, status, time) and none is under the redact paths of
  // server/logger.ts, so it is written by a logger without them, to the same destination at the same level: the
  // redaction's walk over the keys of every line showed in the profile of a cached page (decision 195).
  const lines = pino(
    { level: logger.level, base: undefined },
    (logger as Logger & { [pino.symbols.streamSym]: pino.DestinationStream })[pino.symbols.streamSym],
  );
  // One listener function for every response, reading what the step left on the request: no closure per request.
  function onClose(this: ServerResponse) {
    const req = this.req;
    const ms = performance.now() - req[STARTED]!;
    const url = req[URL_]!;
    const statusCode = this.statusCode;
    const q = url.indexOf('?');
    const id = req.id;
    // A response that did not finish was cut by its connection closing (the socket really gone).
    const finished = this.writableFinished;
    lines[statusCode >= 500 ? 'error' : 'info'](
      {
        reqId: id,
        req: { id, method: req.method, path: q < 0 ? url : url.slice(0, q) },
        res: { statusCode },
        responseTime: Math.round(ms),
      },
      finished ? 'request completed' : 'request aborted',
    );
    onAnswered?.(req, this, url, ms / 1000);
  }
  return (req, res, next) => {
    req[STARTED] = performance.now();
    req[URL_] = req.url ?? '/';
    const id = requestId(req);
    req.id = id;
    req[ROOT] = logger;
    res.setHeader('X-Request-Id', id);
    // 'close' follows 'finish' for every response, and comes alone when the connection went first: one listener,
    // and 'close' is emitted once, so no once() wrapper.
    res.on('close', onClose);
    next();
  };
}

/** The logger of a request, bound to its id (falls back to the root logger outside the pipeline). */
export function requestLogger(req: IncomingMessage, fallback: Logger): Logger {
  return req.log ?? fallback;
}
