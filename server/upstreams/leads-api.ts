import type { LeadRow } from '../db/outbox.ts';
import { upstreamFetch } from '../upstream-metrics.ts';

// The leads receiver (LEADS_API_URL): one POST per stored lead, keyed by the row id so a repeat is recognised.

/** The leads receiver's label in the upstream metrics (LEADS_API_URL; mail goes by SMTP, not fetch). */
export const LEADS_UPSTREAM = 'leads';

/** A refusal by the receiver: its message is the HTTP status, never the body. */
export class LeadsApiError extends Error {}

/** The leads receiver's client: `send(row)` resolves once the receiver accepted the lead, throws on a refusal, a
 * network error or the timeout. */
export function createLeadsApi(url: string, timeoutMs: number, fetchImpl?: typeof fetch) {
  const doFetch = upstreamFetch(LEADS_UPSTREAM, fetchImpl);
  return {
    async send(row: LeadRow): Promise<void> {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.id },
        body: JSON.stringify({
          id: row.id,
          leadType: row.payload.leadType,
          createdAt: new Date(row.createdAt).toISOString(),
          captcha: row.payload.captcha,
          lead: row.payload.lead,
        }),
        // Its own budget (DELIVERY_TIMEOUT_MS), not the page upstream budget: a receiver may take seconds to commit.
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is released; its content is not needed.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new LeadsApiError(`HTTP ${res.status}`);
    },
  };
}
