import type { Config } from '../config.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { readCapped, UPSTREAM_BODY_LIMITS } from './body.ts';

/** Its calls' label in the upstream metrics. */
export const CAPTCHA_UPSTREAM = 'captcha';

// CONTRACT.md: the server verifies the invisible captcha's token when CAPTCHA_SECRET is set.
// The verify endpoint speaks the common siteverify protocol: form fields secret, response, remoteip;
// answer JSON {"success": boolean}.

/** disabled: no secret; unavailable: the service could not answer (decision 025). */
export type CaptchaVerdict = 'verified' | 'rejected' | 'unavailable' | 'disabled';

export type CaptchaVerifier = (token: unknown, remoteIp: string | undefined) => Promise<CaptchaVerdict>;

const MAX_TOKEN_LENGTH = 4096;

export function createCaptchaVerifier(
  config: Pick<Config, 'CAPTCHA_SECRET' | 'CAPTCHA_VERIFY_URL' | 'UPSTREAM_TIMEOUT_MS'>,
  baseFetch: typeof fetch = fetch,
): CaptchaVerifier {
  const doFetch = upstreamFetch(CAPTCHA_UPSTREAM, baseFetch);
  const { CAPTCHA_SECRET: secret, CAPTCHA_VERIFY_URL: url } = config;
  return async (token, remoteIp) => {
    if (!secret || !url) return 'disabled';
    // A missing or absurd token is a rejection without asking anyone.
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return 'rejected';
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
      });
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        return 'unavailable';
      }
      let body: unknown;
      try {
        body = JSON.parse(await readCapped(res, UPSTREAM_BODY_LIMITS.captcha));
      } catch {
        return 'unavailable';
      }
      if (typeof body !== 'object' || body === null || typeof (body as { success?: unknown }).success !== 'boolean') {
        return 'unavailable';
      }
      return (body as { success: boolean }).success ? 'verified' : 'rejected';
    } catch {
      return 'unavailable';
    }
  };
}
