// The answers to errors: JSON for the API, a small page or plain text for the rest; never a stack or an input.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from './logger.ts';
import { splitUrl } from './pipeline.ts';
import { apiErrorTexts, errorPageTexts, statusTexts } from '../content/answers.ts';

/** Every /api error is JSON with no stack or internal detail. */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = errorStatus(err);
  if (status >= 500) req.log?.error({ err }, 'api error');
  if (res.headersSent) return;
  res.status(status).json({ error: status >= 500 ? apiErrorTexts.internal : apiErrorTexts.badRequest });
};

/** A client error keeps its status (400 for a malformed body or path); anything else is a 500. */
function errorStatus(err: unknown): number {
  const s =
    (err as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (err as { statusCode?: unknown } | null)?.statusCode;
  if (err instanceof URIError) return 400;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : 500;
}

const ERROR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${errorPageTexts.title}</title></head><body><main><h1>${errorPageTexts.title}</h1><p>${errorPageTexts.text}</p></main></body></html>`;
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: statusTexts.badRequest,
  404: statusTexts.notFound,
  405: statusTexts.methodNotAllowed,
  413: statusTexts.payloadTooLarge,
};

/**
 * The one error boundary: whatever a step throws becomes an answer for this request alone, logged with its
 * request id. No stack trace, path or input ever reaches the client.
 */
export function handleError(err: unknown, req: IncomingMessage, res: ServerResponse, log: Logger): void {
  const status = errorStatus(err);
  if (status >= 500) log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Set-Cookie']) res.removeHeader(name);
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (splitUrl(req.url ?? '/').path.startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: status >= 500 ? apiErrorTexts.internal : apiErrorTexts.badRequest }));
  } else if (status >= 500) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(ERROR_PAGE);
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(Object.hasOwn(CLIENT_ERROR_TEXT, status) ? CLIENT_ERROR_TEXT[status] : statusTexts.badRequest);
  }
}
