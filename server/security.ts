import { ServerResponse, type IncomingMessage } from 'node:http';
import helmet from 'helmet';
import { captchaScriptUrl, type Config } from './config.ts';
import type { Step } from './pipeline.ts';

/** A source list with each entry once: several settings may point at one origin (a tag manager that also runs the
 * experiments and the captcha), and a policy that repeats it is noise to whoever reads or audits it. */
const once = (...sources: string[]): string[] => [...new Set(sources)];

const origin = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * Browser features the site never uses, denied to the page and to anything it might load (decision 080).
 * Only names Chromium recognises: an unknown name is reported on every page ("Unrecognized feature"), which is
 * why `bluetooth` (behind a flag in Chromium) is not listed (decision 190).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(', ');

/**
 * Security headers. The CSP allows no inline script at all, so the cached HTML needs no per-request nonce; page
 * data travels in a non-executed JSON block. Inline style *attributes* are allowed (React renders some) but not
 * <style> elements. None of them depends on the request, so helmet runs once at start-up and every answer gets
 * the prepared list (decision 190): on the cached path helmet per request was about a third of the busy time.
 */
export function securityHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  const analytics = [...origin(config.TAG_MANAGER_URL), ...origin(config.EXPERIMENT_SCRIPT_URL)];
  // The invisible captcha's script and the frame it may open (decision 141), only with a site key.
  const captcha = config.CAPTCHA_SITE_KEY ? origin(captchaScriptUrl(config)) : [];
  const https = config.PUBLIC_URL.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: once("'self'", ...analytics, ...captcha),
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: once("'self'", ...analytics, ...captcha),
        frameSrc: once("'self'", ...captcha),
        formAction: once("'self'", ...origin(config.CHECKOUT_URL), ...origin(config.LOGIN_URL)),
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet's output for a request it never looks at: it only sets (and removes X-Powered-By, which Express here
  // never adds). A response without headers yet is all it needs.
  const headers = new Map<string, string>([['Permissions-Policy', PERMISSIONS_POLICY]]);
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
      return capture;
    },
    removeHeader() {},
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  middleware(
    { method: 'GET', url: '/', headers: {} } as IncomingMessage as never,
    capture as never,
    (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** The request id's header, on every answer (the id itself is the request-log step's, server/request-log.ts). */
const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A whole head prepared for a fixed answer (a cached page): flat `name, value` pairs, the request id's value last.
 * Values are strings only: Node validates every value of an array head on each write, and a number among them
 * (a Content-Length) made that check convert it and go polymorphic, about a microsecond per cached answer.
 */
export type PreparedHead = string[];

/**
 * What every answer's head carries besides its own headers: the security headers and the request id. They are
 * written when the head is written, not set one by one on each response as it starts (decision 258):
 *   - `step` gives the response a writeHead that adds them, for answers that set their headers as they go (Express,
 *     the proxy, redirects, errors). A header the answer set itself is kept (an upstream's, through the proxy).
 *   - `prepare` and `writePrepared` are for answers whose head is known in advance: the page step prepares one head
 *     per cached page and encoding, and a request then writes it in one call, filling in only its id.
 */
export interface AnswerHead {
  step: Step;
  /** The security headers, then `own`, then the request id's slot. */
  prepare(own: readonly string[]): PreparedHead;
  /**
   * Writes `head` as this response's whole head; false when the response already holds headers of its own (a
   * cookie, Connection: close while draining) or another writeHead wraps ours: the caller then sets its headers
   * as usual and lets writeHead add the rest.
   */
  writePrepared(req: IncomingMessage, res: ServerResponse, status: number, head: PreparedHead): boolean;
}

type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
const nodeWriteHead = ServerResponse.prototype.writeHead as unknown as WriteHead;

export function answerHead(config: Config): AnswerHead {
  const security = securityHeaders(config);
  const flat = security.flat();
  // One function for every response (no closure per request); `this` is the response.
  const writeHead: WriteHead = function (...args) {
    for (const [name, value] of security) if (!this.hasHeader(name)) this.setHeader(name, value);
    const id = this.req.id;
    if (id !== undefined && !this.hasHeader(REQUEST_ID_HEADER)) this.setHeader(REQUEST_ID_HEADER, id);
    return nodeWriteHead.apply(this, args);
  };
  return {
    step: (_req, res, next) => {
      res.writeHead = writeHead as unknown as ServerResponse['writeHead'];
      next();
    },
    prepare: (own) => [...flat, ...own, REQUEST_ID_HEADER, ''],
    writePrepared(req, res, status, head) {
      if (res.writeHead !== (writeHead as unknown) || res.getHeaderNames().length > 0 || req.id === undefined)
        return false;
      // Node reads the list synchronously and keeps none of it, so the one slot can take each request's id.
      head[head.length - 1] = req.id;
      nodeWriteHead.call(res, status, head);
      return true;
    },
  };
}
