import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';

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
    sendError(res, 415, 'The request body must be JSON (Content-Type: application/json).', key);
  };
}

export const jsonBody: RequestHandler = express.json({ limit: BODY_LIMIT, strict: true, type: () => true });

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
    sendError(res, 403, 'Cross-site requests are not accepted.', key);
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
    if (e?.type === 'entity.too.large') return sendError(res, 413, 'The request body is too large.', key);
    if (e?.type === 'entity.parse.failed') {
      // Both endpoints answer a 400 as {"errors": {...}} (CONTRACT.md).
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({ errors: { body: 'The request body must be valid JSON.' } });
      return;
    }
    if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
      return sendError(res, 415, 'The request body must be UTF-8 JSON.', key);
    }
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      return sendError(res, e.status, 'The request could not be read.', key);
    }
    log({ type: typeof e?.type === 'string' ? e.type : undefined, name: err instanceof Error ? err.name : typeof err });
    sendError(res, 500, 'Something went wrong. Please try again later.', key);
  };
}
