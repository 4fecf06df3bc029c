// Reading an upstream's answer with a size cap: a misbehaving or hostile upstream cannot make this process buffer
// an unbounded body (decision 081). Schema checks happen in the callers, on the parsed value.
import type { z } from 'zod';

export class UpstreamBodyError extends Error {
  constructor(readonly reason: 'answer too large' | 'invalid JSON' | 'unexpected answer shape' | 'answer interrupted') {
    super(reason);
    this.name = 'UpstreamBodyError';
  }
}

/** Size caps per upstream: each is many times the largest legitimate answer. */
export const UPSTREAM_BODY_LIMITS = {
  /** Prices of every known rate plan (a few hundred ids). */
  catalogue: 1024 * 1024,
  /** One flag per rate plan. */
  uiflags: 256 * 1024,
  /** The signed-in user's display fields. */
  loginInfo: 16 * 1024,
  /** At most 50 predictions of a few hundred bytes. */
  places: 64 * 1024,
  /** {"success": true, ...} */
  captcha: 8 * 1024,
} as const;

/** The body as text, refusing (and cancelling the download) as soon as it passes maxBytes. */
export async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new UpstreamBodyError('answer too large');
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new UpstreamBodyError('answer too large');
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof UpstreamBodyError) throw e;
    // Timeouts keep their own name (AbortError/TimeoutError) so callers can tell them apart.
    if (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError')) throw e;
    throw new UpstreamBodyError('answer interrupted');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a capped JSON body and checks it against the schema. */
export async function readJson<T>(res: Response, maxBytes: number, schema: z.ZodType<T>): Promise<T> {
  const text = await readCapped(res, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamBodyError('invalid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamBodyError('unexpected answer shape');
  return parsed.data;
}
