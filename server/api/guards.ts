import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { requestTexts } from '../../content/answers.ts';

// Guards for the form endpoints, against oversized, foreign-origin or non-JSON posts: JSON only, a small body,
// same-origin posts.

/** Lead answers carry {"error"}; the enterprise client reads {"err"} (spec 7), decision 027. */
export type ErrorKey = 'error' | 'err';

export function sendError(res: Response, status: number, message: string, key: ErrorKey): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ [key]: message });
}

/** A form post is a few hundred bytes; 16 kB leaves room for long comments and a captcha token. */
export const BODY_LIMIT = '16kb';

const JSON_TYPE_RE = /^application\/json\s*(?:;|$)/i;

export function jsonOnly(key: ErrorKey): RequestHandler {
  return (req, res, next) => {
    if (JSON_TYPE_RE.test(req.headers['content-type'] ?? '')) return next();
    sendError(res, 415, requestTexts.notJson, key);
  };
}

const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * After an early 413, how long the client has to read it before the connection is cut (its body is never read): a
 * second, so a client on a slow link or a busy machine reads the 413 before the reset that ends its upload.
 */
const REFUSED_BODY_LINGER_MS = 1000;
const parseJson: RequestHandler = express.json({ limit: BODY_LIMIT, strict: true, type: () => true });

/**
 * A body parser that refuses with 413 as soon as the body passes the limit (decision 194), chunked or not:
 * body-parser alone notices the excess early but answers only once the client has sent everything (100 MB, then a
 * 408). The count listens beside the parser's own reader, attached in the same tick, so both see every chunk. The
 * route's own error handler answers the 413; then the connection ends, its body never read.
 */
export function cutEarly(parse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      next(err);
    };
    const refuse = () => {
      res.set('Connection', 'close');
      res.once('finish', () => setTimeout(() => req.socket.destroy(), REFUSED_BODY_LINGER_MS).unref());
      settle(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }));
    };
    let received = 0;
    function count(chunk: Buffer) {
      received += chunk.length;
      if (received > BODY_LIMIT_BYTES) refuse();
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return refuse();
    req.on('data', count);
    parse(req, res, settle);
  };
}

/** The JSON body of the form endpoints, cut early past BODY_LIMIT. */
export const jsonBody: RequestHandler = cutEarly(parseJson);

function requestOrigin(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : undefined;
}

/**
 * Refuses cross-site posts: an Origin that is neither PUBLIC_URL's origin nor the request's own,
 * or a browser saying Sec-Fetch-Site: cross-site. Clients without those headers (curl, tests) pass.
 */
export function sameOrigin(publicUrl: string, key: ErrorKey): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, res, next) => {
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    const crossSite =
      site?.toLowerCase() === 'cross-site' ||
      (origin !== undefined && origin !== allowed && origin !== requestOrigin(req));
    if (!crossSite) return next();
    sendError(res, 403, requestTexts.crossSite, key);
  };
}

/**
 * The JSON error answer for anything thrown on these routes. body-parser errors carry the raw body,
 * so only their type is ever logged.
 */
export function jsonErrors(key: ErrorKey, log: (fields: Record<string, unknown>) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err);
    const e = err as { type?: unknown; status?: unknown };
    if (e?.type === 'entity.too.large') return sendError(res, 413, requestTexts.tooLarge, key);
    if (e?.type === 'entity.parse.failed') {
      // Both endpoints answer a 400 as {"errors": {...}} (CONTRACT.md).
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({ errors: { body: requestTexts.invalidJson } });
      return;
    }
    if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
      return sendError(res, 415, requestTexts.notUtf8, key);
    }
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      return sendError(res, e.status, requestTexts.unreadable, key);
    }
    log({ type: typeof e?.type === 'string' ? e.type : undefined, name: err instanceof Error ? err.name : typeof err });
    sendError(res, 500, requestTexts.failed, key);
  };
}
