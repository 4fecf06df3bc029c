import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { LeadRow, MailRow, Outbox, OutboxKind, OutboxRow } from './db/outbox.ts';
import { renderMail } from './mail.ts';
import { metrics } from './metrics.ts';
import { createLeadsApi, LeadsApiError } from './upstreams/leads-api.ts';
import { createMailTransport, type MailTransport } from './upstreams/smtp.ts';

// ARCHITECTURE principle 9 and decision 022: deliver every outbox row once, with retries, across restarts.

export const MAX_ATTEMPTS = 12;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/**
 * decision 070: after an attempt that timed out, the receiver may still be working on it (and may have accepted it).
 * The next attempt waits at least this many delivery timeouts, so a slow receiver is not sent the same row again
 * while it is still busy with the last one.
 */
export const TIMEOUT_RETRY_FACTOR = 6;
/** Rows delivered at once per kind by one process (DELIVERY_CONCURRENCY): a slow receiver does not hold up the queue. */
export const DELIVERY_CONCURRENCY = 4;
/** While a backlog drains, claims of a dead process are looked for this often (decision 193). */
const RELEASE_CHECK_MS = 1000;

/**
 * Exponential backoff with jitter: the first retry within about a second, capped near a minute.
 * Half the delay is fixed and half random, so retries spread out without ever coming back at once.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + (exp / 2) * random());
}

/** The wait before the next attempt: the backoff, and after a timeout never less than TIMEOUT_RETRY_FACTOR timeouts. */
export function nextDelay(
  attempts: number,
  timedOut: boolean,
  timeoutMs: number,
  random: () => number = Math.random,
): number {
  const backoff = retryDelay(attempts, random);
  return timedOut ? Math.max(backoff, TIMEOUT_RETRY_FACTOR * timeoutMs) : backoff;
}

export interface DeliveryDeps {
  outbox: Outbox;
  config: Pick<Config, 'LEADS_API_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'DELIVERY_TIMEOUT_MS'> &
    Partial<Pick<Config, 'DELIVERY_CONCURRENCY'>>;
  logger: Logger;
  fetch?: typeof fetch;
  /** Overrides SMTP_URL (tests); mail is attempted only with one of the two. */
  transport?: MailTransport;
  pollMs?: number;
  maxAttempts?: number;
  random?: () => number;
  now?: () => number;
  /**
   * A row still "sending" after this long belongs to a process that died (decisions 022, 071): it must outlast an
   * attempt, which the delivery timeout bounds. Default: three delivery timeouts.
   */
  leaseMs?: number;
  /** Rows in flight at once per kind (DELIVERY_CONCURRENCY). */
  concurrency?: number;
}

export interface PassResult {
  delivered: number;
  retried: number;
  dead: number;
}

export interface DeliveryWorker {
  start(): void;
  /** Lets the in-flight delivery finish, then resolves; no new delivery starts afterwards. */
  stop(): Promise<void>;
  /** Delivers every due row now and resolves once no lane runs (tests and shutdown flushes). */
  runOnce(): Promise<PassResult>;
}

/** A short, personal-data-free description of a failure for the log and the row. */
function describe(err: unknown): string {
  if (err instanceof LeadsApiError) return err.message;
  if (err instanceof Error) {
    const e = err as Error & { code?: unknown; responseCode?: unknown; cause?: { code?: unknown } };
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout';
    // Never err.message: SMTP replies echo addresses back.
    const code = [e.code, e.responseCode, e.cause?.code].filter((c) => typeof c === 'string' || typeof c === 'number');
    return code.length > 0 ? code.join(' ') : err.name;
  }
  return 'unknown error';
}

export function createDeliveryWorker(deps: DeliveryDeps): DeliveryWorker {
  const { outbox, config, logger } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const pollMs = deps.pollMs ?? 1000;
  const timeoutMs = config.DELIVERY_TIMEOUT_MS;
  const leaseMs = deps.leaseMs ?? 3 * timeoutMs;
  const concurrency = Math.max(1, deps.concurrency ?? config.DELIVERY_CONCURRENCY ?? DELIVERY_CONCURRENCY);
  const ownTransport = !deps.transport && config.SMTP_URL ? createMailTransport(config.SMTP_URL, timeoutMs) : undefined;
  const transport = deps.transport ?? ownTransport;
  const log = logger.child({ component: 'delivery' });

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  // Lanes running per kind, and every lane's promise (stop and runOnce wait for them).
  const running: Record<OutboxKind, number> = { lead: 0, mail: 0 };
  const lanes = new Set<Promise<void>>();
  // The results of the passes being awaited (runOnce): every delivery counts in each.
  const collectors = new Set<PassResult>();
  let releasing: Promise<void> = Promise.resolve();

  const leadsApi = createLeadsApi(config.LEADS_API_URL as string, timeoutMs, deps.fetch);
  const deliverLead = (row: LeadRow) => leadsApi.send(row);

  async function deliverMail(row: MailRow): Promise<void> {
    const { subject, text } = renderMail(row.payload.template, row.payload.variables);
    await (transport as MailTransport).sendMail({
      from: config.MAIL_FROM,
      to: row.payload.to,
      subject,
      text,
      messageId: `<${row.id}@outbox.invalid>`,
    });
  }

  const count = (field: keyof PassResult) => {
    for (const result of collectors) result[field]++;
  };

  async function deliver(row: OutboxRow): Promise<void> {
    let failure: unknown;
    let ok = false;
    try {
      if (row.kind === 'lead') await deliverLead(row);
      else await deliverMail(row);
      ok = true;
    } catch (err) {
      failure = err;
    }
    if (ok) {
      // Marked in the same process right after success: a row is never sent twice by a live worker.
      await outbox.markDelivered(row.id, row.attempts);
      count('delivered');
      metrics.deliveryAttempt(row.kind, 'delivered');
      log.info({ id: row.id, kind: row.kind, type: row.type, attempts: row.attempts }, 'outbox row delivered');
      return;
    }
    const reason = describe(failure);
    if (row.attempts >= maxAttempts) {
      await outbox.markFailed(row.id, reason, null, row.attempts);
      count('dead');
      metrics.deliveryAttempt(row.kind, 'dead');
      log.error(
        { id: row.id, kind: row.kind, type: row.type, attempts: row.attempts, reason },
        'outbox row dead-lettered',
      );
    } else {
      const delay = nextDelay(row.attempts, reason === 'timeout', timeoutMs, random);
      await outbox.markFailed(row.id, reason, now() + delay, row.attempts);
      count('retried');
      metrics.deliveryAttempt(row.kind, reason === 'timeout' ? 'timeout' : 'failed');
      log.warn(
        { id: row.id, kind: row.kind, type: row.type, attempts: row.attempts, reason, retryInMs: delay },
        'outbox delivery failed',
      );
    }
  }

  let lastRelease = Number.NEGATIVE_INFINITY;
  /**
   * Rows claimed by a process that died go back to pending once their lease ended: checked on every wake-up and,
   * while lanes drain a backlog, at most every RELEASE_CHECK_MS between rows, so a survivor with a long queue takes
   * over a dead replica's claims when their lease ends, not when its own queue is empty. Released rows get lanes.
   */
  function releaseExpired(force: boolean): Promise<void> {
    const t = now();
    if (!force && t - lastRelease < RELEASE_CHECK_MS) return releasing;
    lastRelease = t;
    releasing = (async () => {
      const released = await outbox.releaseStale(t - leaseMs);
      if (released > 0) {
        log.warn({ released }, 'outbox claims of a stopped process released');
        fill();
      }
    })().catch((err: unknown) => log.error({ reason: describe(err) }, 'outbox store error during delivery'));
    return releasing;
  }

  // Without an upstream the rows stay pending and nothing is attempted: leads wait in the database until an upstream is configured.
  const kinds: OutboxKind[] = [];
  if (config.LEADS_API_URL) kinds.push('lead');
  if (transport) kinds.push('mail');

  /** One lane: claims the next due row of its kind whenever it is free, until none is due; the claim keeps lanes (and replicas) apart. */
  async function lane(kind: OutboxKind): Promise<void> {
    try {
      for (let row = await outbox.claimNext(kind); row; row = stopped ? undefined : await outbox.claimNext(kind)) {
        await deliver(row);
        await releaseExpired(false);
      }
    } catch (err) {
      // The store itself failed (database unreachable): the row stays claimed until its lease ends.
      log.error({ kind, reason: describe(err) }, 'outbox store error during delivery');
    }
  }

  /**
   * Starts lanes until `concurrency` run per kind. Called on every insert, on every poll and after released claims:
   * a lead that arrives while others are being delivered gets its own lane at once rather than waiting for the next
   * pass, and a survivor's backlog drains at the configured concurrency. A lane that finds no due row ends at once.
   */
  function fill(): void {
    if (stopped) return;
    for (const kind of kinds) {
      while (running[kind] < concurrency) {
        running[kind]++;
        const p: Promise<void> = lane(kind).finally(() => {
          running[kind]--;
          lanes.delete(p);
        });
        lanes.add(p);
      }
    }
  }

  /** Until no lane runs: lanes started meanwhile (by inserts) are waited for too. */
  async function settled(): Promise<void> {
    while (lanes.size > 0) await Promise.all([...lanes]);
  }

  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { delivered: 0, retried: 0, dead: 0 };
    if (stopped) return result;
    collectors.add(result);
    try {
      await releaseExpired(true);
      fill();
      await settled();
    } finally {
      collectors.delete(result);
    }
    return result;
  }

  function wake(): void {
    if (stopped) return;
    void releaseExpired(false);
    fill();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      wake();
      schedule();
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (stopped || timer) return;
      unsubscribe = outbox.onInsert(wake);
      void releaseExpired(true);
      fill();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      unsubscribe?.();
      await settled();
      ownTransport?.close?.();
    },
    runOnce,
  };
}
