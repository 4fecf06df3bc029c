import { z } from 'zod';
import type { LoginUser } from '../../shared/login-user.ts';
import type { Logger } from '../logger.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { readJson, UPSTREAM_BODY_LIMITS } from './body.ts';

// spec "User": alias, firstName, isBibUser, hasServices, isPending, plus the rest of the login payload. The named
// fields must have their types when present; the rest passes through. Anything else counts as a failure.
const loginUserSchema = z
  .object({
    alias: z.string().max(200).optional(),
    firstName: z.string().max(200).optional(),
    isBibUser: z.boolean().optional(),
    hasServices: z.boolean().optional(),
    isPending: z.boolean().optional(),
  })
  .passthrough();
const loginInfoBodySchema = z.object({ user: loginUserSchema.nullable().optional() }).passthrough();

/** Its calls' label in the upstream metrics. */
export const LOGIN_INFO_UPSTREAM = 'login-info';

/**
 * Asks the login-info upstream who the visitor is, forwarding their Cookie header. Spec 8: any failure is
 * silent and means "no user"; the caller never waits longer than the upstream budget. The answer is capped in
 * size and checked by schema.
 */
export function createLoginInfoClient(opts: { url?: string; timeoutMs: number; logger: Logger; fetch?: typeof fetch }) {
  const doFetch = upstreamFetch(LOGIN_INFO_UPSTREAM, opts.fetch);
  return async function loginInfo(cookie: string | undefined): Promise<LoginUser | null> {
    if (!opts.url || !cookie) return null;
    try {
      const res = await doFetch(opts.url, {
        headers: { cookie, accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        opts.logger.debug({ status: res.status }, 'login-info upstream answered an error');
        return null;
      }
      const body = await readJson(res, UPSTREAM_BODY_LIMITS.loginInfo, loginInfoBodySchema);
      return (body.user as LoginUser | null | undefined) ?? null;
    } catch (e) {
      opts.logger.debug(
        { err: (e as Error).name, reason: (e as Error).message.slice(0, 60) },
        'login-info upstream failed',
      );
      return null;
    }
  };
}
