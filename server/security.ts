import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { captchaScriptUrl, type Config } from './config.ts';

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
 * Only names Chromium, Firefox and Safari recognise: an unknown name is reported as a console error.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
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
 * Security headers, the same on every answer. The CSP allows no inline script at all, so the cached HTML needs no
 * per-request nonce; page data travels in a non-executed JSON block. Inline style *attributes* are allowed
 * (React renders some) but not <style> elements.
 */
export function securityHeaders(config: Config): RequestHandler {
  const analytics = [...origin(config.TAG_MANAGER_URL), ...origin(config.EXPERIMENT_SCRIPT_URL)];
  // The invisible captcha's script and the frame it may open (decision 141), only with a site key.
  const captcha = config.CAPTCHA_SITE_KEY ? origin(captchaScriptUrl(config)) : [];
  const https = config.PUBLIC_URL.startsWith('https://');
  const headers = helmet({
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
  // Set before helmet runs, so whoever captures this middleware's headers (the cached-page path) gets it too.
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
