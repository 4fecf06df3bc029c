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

// New ids are UUID-shaped: a random prefix drawn once per process and a counter. They are unique across replicas and
// restarts (74 random bits) without drawing and formatting random bytes per request; an id is a label, not a secret.
const ID_PREFIX = randomUUID().slice(0, 24);
let idCount = 0;

/** The request id: the caller's when well-formed (a load balancer's), else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  idCount = (idCount + 1) % 0x1000000000000;
  return ID_PREFIX + idCount.toString(16).padStart(12, '0');
}

/** What the metrics get of an answered request: its URL as it arrived (Express rewrites req.url in routers). */
export type OnAnswered = (req: IncomingMessage, res: ServerResponse, url: string, seconds: number) => void;

export function createRequestLogStep(logger: Logger, onAnswered?: OnAnswered): Step {
  // The line is written as text to the logger's own destination, in the format pino gives it (level, time, then
  // the fields, then msg) and at the logger's level: its fields are fixed and none is under the redact paths of
  // server/logger.ts, so pino's generic serialisation (a walk over every key, with redaction) was a cost on every
  // cached page and bought nothing (decision 195). Only the path can hold characters JSON must escape.
  const stream = (logger as Logger & { [pino.symbols.streamSym]: pino.DestinationStream })[pino.symbols.streamSym];
  const INFO = pino.levels.values.info!;
  const ERROR = pino.levels.values.error!;
  // The parts of the line that depend only on the level, the status or the outcome are built once: the line is then
  // a dozen pieces joined rather than twenty, and no status is turned into text per request.
  const opening = (level: number) => `{"level":${level},"time":`;
  const [OPEN_INFO, OPEN_ERROR] = [opening(INFO), opening(ERROR)];
  // Node allows only the codes 100 to 999, so this holds at most 900 parts.
  const statusParts = new Map<number, string>();
  const statusPart = (status: number) => {
    let part = statusParts.get(status);
    if (part === undefined) statusParts.set(status, (part = `},"res":{"statusCode":${status}},"responseTime":`));
    return part;
  };
  // A response that did not finish was cut by its connection closing (the socket really gone).
  const [COMPLETED, ABORTED] = ['request completed', 'request aborted'].map((msg) => `,"msg":"${msg}"}\n`);
  // One listener function for every response, reading what the step left on the request: no closure per request.
  function onClose(this: ServerResponse) {
    const req = this.req;
    const ms = performance.now() - req[STARTED]!;
    const url = req[URL_]!;
    const statusCode = this.statusCode;
    const level = statusCode >= 500 ? ERROR : INFO;
    if (level >= logger.levelVal) {
      // The id matches REQUEST_ID or is a UUID and the method is one Node's parser knows: neither needs escaping.
      const q = url.indexOf('?');
      const id = req.id!;
      stream.write(
        (level === INFO ? OPEN_INFO : OPEN_ERROR) +
          Date.now() +
          `,"reqId":"${id}","req":{"id":"${id}","method":"${req.method}","path":` +
          JSON.stringify(q < 0 ? url : url.slice(0, q)) +
          statusPart(statusCode) +
          Math.round(ms) +
          (this.writableFinished ? COMPLETED : ABORTED),
      );
    }
    onAnswered?.(req, this, url, ms / 1000);
  }
  return (req, res, next) => {
    req[STARTED] = performance.now();
    req[URL_] = req.url ?? '/';
    const id = requestId(req);
    req.id = id;
    req[ROOT] = logger;
    // The id goes out in the X-Request-Id header with the rest of the head (server/security.ts).
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
