// Writing a page out: a cached page with its negotiated encoding and validators, the promotion cookie, and the
// small page of a shed render.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PromoCode } from '../shared/promo.ts';
import { etagFor, isNotModified, negotiateEncoding, type CachedPage, type Encoding } from './html-cache.ts';
import type { AnswerHead } from './security.ts';
import { busyPageTexts } from '../content/answers.ts';

/** Shared caches may keep a page briefly (CDN); browsers revalidate with the ETag every time. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
const PROMO_COOKIE = 'promo';
const PROMO_MAX_AGE_S = 30 * 24 * 3600;

/** Seconds a shed visitor (or crawler) is asked to wait: renders take tens of milliseconds, the queue is short. */
export const BUSY_RETRY_AFTER_S = 2;
const BUSY_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${busyPageTexts.title}</title></head><body><main><h1>${busyPageTexts.heading}</h1><p>${busyPageTexts.text}</p></main></body></html>`;

/**
 * A shed render: 503 with Retry-After (a crawler reads "come back later", never "gone"), stored by no cache. The
 * answer is this small page; the security headers and request id are already on the response.
 */
export function sendBusy(res: ServerResponse): void {
  res.statusCode = 503;
  res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_S));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(BUSY_PAGE));
  res.end(BUSY_PAGE);
}

export function setPromoCookie(res: ServerResponse, promo: PromoCode, secure: boolean): void {
  // A PromoCode is of a safe alphabet (shared/promo.ts), so it needs no encoding in the cookie.
  const attrs = [`${PROMO_COOKIE}=${promo}`, `Max-Age=${PROMO_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attrs.push('Secure');
  res.setHeader('Set-Cookie', attrs.join('; '));
  // A response that sets a cookie is the visitor's own: no shared cache may keep it.
  res.setHeader('Cache-Control', 'private, no-cache');
}

/** Writes a cached page: status, negotiated encoding, validators. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, head?: AnswerHead): void {
  const enc = negotiateEncoding(req.headers['accept-encoding'], page);
  const notModified = page.status === 200 && isNotModified(req.headers['if-none-match'], page);
  const body = notModified ? undefined : enc === 'br' ? page.br! : enc === 'gzip' ? page.gzip : page.raw;
  // Most answers: the page's whole head, prepared once per encoding, in one write (decision 258).
  if (head) {
    const kind = notModified ? (`${enc} 304` as const) : enc;
    const prepared = (page.heads[kind] ??= head.prepare(pageHeaders(page, enc, body)));
    if (head.writePrepared(req, res, notModified ? 304 : page.status, prepared)) {
      // Node omits the body of a HEAD response itself; headers stay identical to GET.
      res.end(body);
      return;
    }
  }
  res.statusCode = notModified ? 304 : page.status;
  // A cookie's answer has set its own Cache-Control; the page's others are the same as prepared.
  const own = pageHeaders(page, enc, body);
  for (let i = 0; i < own.length; i += 2) {
    if (own[i] !== 'Cache-Control' || !res.hasHeader('Cache-Control')) res.setHeader(own[i], own[i + 1]);
  }
  res.end(body);
}

/** A cached page's own headers for one encoding (and without a body, for a 304), as flat name, value pairs. */
function pageHeaders(page: CachedPage, enc: Encoding, body: Buffer | undefined): string[] {
  const headers = [
    'Content-Type',
    'text/html; charset=utf-8',
    'Vary',
    'Accept-Encoding',
    'Cache-Control',
    page.status === 200 ? PAGE_CACHE_CONTROL : 'public, max-age=0, s-maxage=60',
    'ETag',
    etagFor(page, enc),
  ];
  if (!body) return headers;
  if (enc !== 'identity') headers.push('Content-Encoding', enc);
  headers.push('Content-Length', String(body.length));
  return headers;
}
