import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { captchaScriptUrl, type Config } from './config.ts';
import type { Step } from './pipeline.ts';

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
        scriptSrc: ["'self'", ...analytics, ...captcha],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analytics, ...captcha],
        frameSrc: ["'self'", ...captcha],
        formAction: ["'self'", ...origin(config.CHECKOUT_URL), ...origin(config.LOGIN_URL)],
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

/** The pipeline step that writes the prepared security headers on every answer. */
export function securityHeaderStep(config: Config): Step {
  const headers = securityHeaders(config);
  return (_req: IncomingMessage, res: ServerResponse, next) => {
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    next();
  };
}
