// Request id and the one log line per request (personal data never in logs: method, path and status only; never a query string,
// a body, a cookie or a form field).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from './logger.ts';
import type { Step } from './pipeline.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by the request-log step: the request id and a logger bound to it. */
    id?: string;
    log?: Logger;
  }
}

/** The request id: the caller's when well-formed (a load balancer's), else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function createRequestLogStep(logger: Logger): Step {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestId(req);
    const path = (req.url ?? '/').split('?')[0];
    let child: Logger | undefined;
    // Express handlers log through req.log; the child logger is made only when one does.
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ reqId: id })) });
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const done = (msg: string) => () => {
      const statusCode = res.statusCode;
      logger[statusCode >= 500 ? 'error' : 'info'](
        {
          reqId: id,
          req: { id, method: req.method, path },
          res: { statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        msg,
      );
    };
    const completed = done('request completed');
    const aborted = done('request aborted');
    res.once('finish', completed);
    res.once('close', () => {
      if (!res.writableFinished) aborted();
    });
    next();
  };
}

/** The logger of a request, bound to its id (falls back to the root logger outside the pipeline). */
export function requestLogger(req: IncomingMessage, fallback: Logger): Logger {
  return req.log ?? fallback;
}
