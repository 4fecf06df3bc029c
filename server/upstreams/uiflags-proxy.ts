// The UI flags upstream (UIFLAGS_URL) as the browser sees it: GET /api/products/uiflags proxied to it, its answer
// checked before it is passed on, and every failure answered with no plan hidden.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { UPSTREAM_BODY_LIMITS } from './body.ts';
import { UIFLAGS_UPSTREAM } from './catalogue.ts';
import { uiFlagsBodySchema } from './catalogue-schemas.ts';

const MAX_FLAGS_BODY = UPSTREAM_BODY_LIMITS.uiflags;
/** The same public cache time as the embedded flags' answer. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * decision 012: when the flags upstream fails, times out or answers anything but valid flags, the answer
 * is 200 {"data": {}} (no plan hidden) and is not cached, so the page shows every plan.
 */
function sendFlagsFallback(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ data: {} });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export function uiFlagsProxy(uiflagsUrl: string, timeoutMs: number, log: Logger) {
  const target = new URL(uiflagsUrl);
  // The proxy does not go through fetch: its calls are counted here, under the catalogue's name for the flags.
  const started = new WeakMap<IncomingMessage, number>();
  const seconds = (req: IncomingMessage) => (performance.now() - (started.get(req) ?? performance.now())) / 1000;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: target.origin,
    changeOrigin: true,
    // UIFLAGS_URL names the flags document itself; the visitor's path and query are not forwarded.
    pathRewrite: () => `${target.pathname}${target.search}`,
    // spec 8 leaves flag failures open: a slow upstream is cut at UPSTREAM_TIMEOUT_MS (decision 012).
    proxyTimeout: timeoutMs,
    // The answer is validated before it is sent, and only our own headers go out (no upstream cookies).
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        started.set(req, performance.now());
        // The visitor's cookies and credentials are none of the flags service's business.
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('authorization');
        proxyReq.setHeader('accept', 'application/json');
        proxyReq.setHeader('accept-encoding', 'identity');
      },
      proxyRes: (proxyRes, req, res) => {
        const status = proxyRes.statusCode ?? 0;
        metrics.upstreamCall(
          UIFLAGS_UPSTREAM,
          status < 400 ? 'ok' : status < 500 ? 'http_4xx' : 'http_5xx',
          seconds(req),
        );
        const chunks: Buffer[] = [];
        let size = 0;
        const fail = (reason: string) => {
          log.warn({ upstream: 'uiflags', reason, serving: 'all-plans' }, 'ui flags proxy failed');
          sendFlagsFallback(res);
        };
        proxyRes.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_FLAGS_BODY) {
            proxyRes.destroy();
            fail('answer too large');
          } else chunks.push(chunk);
        });
        proxyRes.on('error', () => fail('answer interrupted'));
        proxyRes.on('end', () => {
          if (res.headersSent) return;
          if (status < 200 || status > 299) return fail(`HTTP ${status}`);
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            return fail('invalid JSON');
          }
          const flags = uiFlagsBodySchema.safeParse(parsed);
          if (!flags.success) return fail('unexpected answer shape');
          const body = JSON.stringify({ data: flags.data.data });
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            'cache-control': PUBLIC_CACHE,
          });
          res.end(body);
        });
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code;
        const timedOut = code === 'ECONNRESET' || code === 'ETIMEDOUT';
        metrics.upstreamCall(UIFLAGS_UPSTREAM, timedOut ? 'timeout' : 'error', seconds(req));
        log.warn(
          {
            upstream: 'uiflags',
            reason: code === 'ECONNRESET' || code === 'ETIMEDOUT' ? 'timeout' : (code ?? 'request failed'),
            serving: 'all-plans',
          },
          'ui flags proxy failed',
        );
        if (res instanceof Object && 'writeHead' in res) sendFlagsFallback(res as ServerResponse);
      },
    },
  });
}
