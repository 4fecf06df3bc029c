import { metrics } from './metrics.ts';

// Upstream calls in the metrics: a fetch that counts each call under the name its client declares.

/** The label of calls made through an instrumented fetch that no client named: none should be. */
export const UNNAMED_UPSTREAM = 'other';

const NAMED = Symbol('upstream names');
type NamingFetch = typeof fetch & { [NAMED]?: (upstream: string) => typeof fetch };

/**
 * The fetch an upstream client calls through, its calls counted under the name the client declares (each module
 * of server/upstreams exports its `*_UPSTREAM` name). The label comes from the client, not from matching URLs
 * against configured ones, so a new client or setting cannot end up counted as "other". A fetch that is not
 * instrumented (a test's fake) is used as it is.
 */
export function upstreamFetch(upstream: string, base: typeof fetch = globalThis.fetch): typeof fetch {
  return (base as NamingFetch)[NAMED]?.(upstream) ?? base;
}

/**
 * A fetch that counts every call by upstream and outcome; the answer and errors pass through unchanged. Clients
 * name their upstream with upstreamFetch; a call that skips it is counted as UNNAMED_UPSTREAM.
 */
export function instrumentFetch(base: typeof fetch = globalThis.fetch): typeof fetch {
  const byName = new Map<string, typeof fetch>();
  const named = (upstream: string): typeof fetch => {
    let f = byName.get(upstream);
    if (f) return f;
    const call = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      const started = performance.now();
      try {
        const res = await base(input, init);
        const outcome = res.status < 400 ? 'ok' : res.status < 500 ? 'http_4xx' : 'http_5xx';
        metrics.upstreamCall(upstream, outcome, (performance.now() - started) / 1000);
        return res;
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        metrics.upstreamCall(
          upstream,
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'error',
          (performance.now() - started) / 1000,
        );
        throw err;
      }
    };
    // A named fetch can be renamed: a client may hand its fetch to another (the catalogue to domain prices).
    f = Object.assign(call, { [NAMED]: named }) as typeof fetch;
    byName.set(upstream, f);
    return f;
  };
  return named(UNNAMED_UPSTREAM);
}
