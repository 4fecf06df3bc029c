import type { Logger } from '../logger.ts';

export type LoginUser = Record<string, unknown>;

/**
 * Asks the login-info upstream who the visitor is, forwarding their Cookie header. Spec 8: any failure is
 * silent and means "no user"; the caller never waits longer than the upstream budget.
 */
export function createLoginInfoClient(opts: { url?: string; timeoutMs: number; logger: Logger; fetch?: typeof fetch }) {
  const doFetch = opts.fetch ?? fetch;
  return async function loginInfo(cookie: string | undefined): Promise<LoginUser | null> {
    if (!opts.url || !cookie) return null;
    try {
      const res = await doFetch(opts.url, {
        headers: { cookie, accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) {
        opts.logger.debug({ status: res.status }, 'login-info upstream answered an error');
        return null;
      }
      const body = (await res.json()) as { user?: unknown };
      const user = body?.user;
      return user && typeof user === 'object' && !Array.isArray(user) ? (user as LoginUser) : null;
    } catch (e) {
      opts.logger.debug({ err: (e as Error).name }, 'login-info upstream failed');
      return null;
    }
  };
}
