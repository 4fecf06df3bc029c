import { randomUUID } from 'node:crypto';
import type { Lead, LeadType } from '../../shared/lead-types.ts';
import type { Db } from './database.ts';

// ARCHITECTURE principle 9: every accepted lead and enterprise mail is a row here before the client hears success.

export type OutboxKind = 'lead' | 'mail';
export type OutboxStatus = 'pending' | 'sending' | 'delivered' | 'dead';
/** verified: the token passed; unverified: the verify service was down (decision 025); disabled: no secret set. */
export type CaptchaOutcome = 'verified' | 'unverified' | 'disabled';

export interface LeadPayload {
  leadType: LeadType;
  lead: Lead;
  captcha: CaptchaOutcome;
}

export interface MailPayload {
  template: string;
  to: string;
  variables: Record<string, string>;
}

interface RowBase {
  id: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  claimedAt: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}
export type LeadRow = RowBase & { kind: 'lead'; type: LeadType; payload: LeadPayload };
export type MailRow = RowBase & { kind: 'mail'; type: string; payload: MailPayload };
export type OutboxRow = LeadRow | MailRow;

/** What `npm run leads -- list` shows: no personal data. */
export type OutboxSummary = Omit<RowBase, 'claimedAt'> & { kind: OutboxKind; type: string };

export interface DbRow {
  id: string;
  kind: OutboxKind;
  type: string;
  payload: string | object;
  status: OutboxStatus;
  attempts: number | string;
  next_attempt_at: number | string;
  claimed_at: number | string | null;
  last_error: string | null;
  created_at: number | string;
  updated_at: number | string;
}

/** A stored row as either store returns it: PostgreSQL gives BIGINT columns as strings and JSONB parsed. */
export function toRow(r: DbRow): OutboxRow {
  const n = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    id: r.id,
    kind: r.kind,
    type: r.type,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: Number(r.next_attempt_at),
    claimedAt: n(r.claimed_at),
    lastError: r.last_error,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  } as OutboxRow;
}

export type Awaitable<T> = T | Promise<T>;

/** Counts by status and the age of the oldest due-or-waiting pending row (`npm run leads -- stats`, metrics). */
export interface OutboxStats {
  byStatus: Record<OutboxStatus, number>;
  /** Per kind and status, for the metrics. */
  byKindStatus: Array<{ kind: OutboxKind; status: OutboxStatus; count: number }>;
  /** Milliseconds since the oldest pending or sending row was stored; null when there is none. */
  oldestPendingAgeMs: number | null;
}

/**
 * The outbox, whichever store holds it (SQLite embedded, PostgreSQL with DATABASE_URL). Every caller awaits every
 * method; the SQLite store answers synchronously (SqliteOutbox), PostgreSQL with promises. One contract suite
 * (test/unit/outbox-contract.test.ts) runs against both.
 */
export interface Outbox {
  readonly store: 'sqlite' | 'postgres';
  addLead(payload: LeadPayload): Awaitable<LeadRow>;
  addMail(payload: MailPayload): Awaitable<MailRow>;
  /**
   * Atomically moves the oldest due pending row of a kind to "sending" and counts the attempt (the count is the
   * claim's fencing token). Concurrent claimers, in this process or another, never get the same row.
   */
  claimNext(kind: OutboxKind): Awaitable<OutboxRow | undefined>;
  /**
   * The row was delivered. With `attempt`, only the claim that made that attempt may finish it: a claim taken over
   * by another worker after its lease ended is left to that worker.
   */
  markDelivered(id: string, attempt?: number): Awaitable<void>;
  /** Back to pending at retryAt, or dead when retryAt is null. The error text must hold no personal data. */
  markFailed(id: string, error: string, retryAt: number | null, attempt?: number): Awaitable<void>;
  /** Rows left "sending" by a process that died mid-delivery go back to pending when their lease ended (decision 022). */
  releaseStale(claimedBefore: number): Awaitable<number>;
  get(id: string): Awaitable<OutboxRow | undefined>;
  list(kind?: OutboxKind): Awaitable<OutboxSummary[]>;
  leads(): Awaitable<LeadRow[]>;
  count(): Awaitable<number>;
  stats(): Awaitable<OutboxStats>;
  /** A dead row back to pending, due now, with its attempts reset; false when there is no dead row with that id. */
  retry(id: string): Awaitable<boolean>;
  /** Every dead row back to pending; the number moved. */
  retryDead(): Awaitable<number>;
  /** Writes a heartbeat row: throws when the store cannot write (readiness, decision 072). */
  checkWritable(): Awaitable<void>;
  /** Called after each insert, so a worker can deliver without waiting for its next poll. */
  onInsert(listener: () => void): () => void;
}

/** The embedded store: the same contract, answered synchronously. */
export interface SqliteOutbox extends Outbox {
  readonly store: 'sqlite';
  addLead(payload: LeadPayload): LeadRow;
  addMail(payload: MailPayload): MailRow;
  claimNext(kind: OutboxKind): OutboxRow | undefined;
  markDelivered(id: string, attempt?: number): void;
  markFailed(id: string, error: string, retryAt: number | null, attempt?: number): void;
  releaseStale(claimedBefore: number): number;
  get(id: string): OutboxRow | undefined;
  list(kind?: OutboxKind): OutboxSummary[];
  leads(): LeadRow[];
  count(): number;
  stats(): OutboxStats;
  retry(id: string): boolean;
  retryDead(): number;
  checkWritable(): void;
}

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'delivered', 'dead'];

/** Builds OutboxStats from grouped counts (both stores). */
export function buildStats(
  groups: Array<{ kind: OutboxKind; status: OutboxStatus; count: number }>,
  oldestCreatedAt: number | null,
  now: number,
): OutboxStats {
  const byStatus = { pending: 0, sending: 0, delivered: 0, dead: 0 } as Record<OutboxStatus, number>;
  for (const g of groups) byStatus[g.status] += g.count;
  return {
    byStatus,
    byKindStatus: groups,
    oldestPendingAgeMs: oldestCreatedAt === null ? null : Math.max(0, now - oldestCreatedAt),
  };
}

/** Error text stored on a row is short and never holds personal data (callers pass codes only). */
export const ERROR_TEXT_MAX = 200;

export function createOutbox(db: Db, clock: () => number = Date.now): SqliteOutbox {
  const insert = db.prepare(
    `INSERT INTO outbox (id, kind, type, payload, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (@id, @kind, @type, @payload, 'pending', 0, @now, @now, @now)`,
  );
  // One statement: SQLite serialises writers, so two handles (or processes) never claim the same row.
  const claim = db.prepare(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = @now, updated_at = @now
     WHERE id = (SELECT id FROM outbox WHERE kind = @kind AND status = 'pending' AND next_attempt_at <= @now
                 ORDER BY next_attempt_at, created_at, rowid LIMIT 1)
       AND status = 'pending'
     RETURNING *`,
  );
  // A success after the lease was released still counts (the row would only be sent again); a claim taken over
  // by another worker (attempts moved on) is that worker's to finish.
  const delivered = db.prepare(
    `UPDATE outbox SET status = 'delivered', claimed_at = NULL, last_error = NULL, updated_at = @now
     WHERE id = @id AND status IN ('sending', 'pending') AND (@attempt IS NULL OR attempts = @attempt)`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET status = @status, next_attempt_at = @next, claimed_at = NULL, last_error = @error, updated_at = @now
     WHERE id = @id AND status = 'sending' AND (@attempt IS NULL OR attempts = @attempt)`,
  );
  const stale = db.prepare(
    `UPDATE outbox SET status = 'pending', claimed_at = NULL, updated_at = @now
     WHERE status = 'sending' AND claimed_at < @before`,
  );
  const byId = db.prepare('SELECT * FROM outbox WHERE id = ?');
  const summaryCols = 'id, kind, type, status, attempts, next_attempt_at, last_error, created_at, updated_at';
  const listAll = db.prepare(`SELECT ${summaryCols} FROM outbox ORDER BY created_at, rowid`);
  const listKind = db.prepare(`SELECT ${summaryCols} FROM outbox WHERE kind = ? ORDER BY created_at, rowid`);
  const allLeads = db.prepare(`SELECT * FROM outbox WHERE kind = 'lead' ORDER BY created_at, rowid`);
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM outbox');
  const groups = db.prepare(
    'SELECT kind, status, COUNT(*) AS count FROM outbox GROUP BY kind, status ORDER BY kind, status',
  );
  const oldest = db.prepare(`SELECT MIN(created_at) AS t FROM outbox WHERE status IN ('pending', 'sending')`);
  const retryOne = db.prepare(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now, last_error = NULL, updated_at = @now
     WHERE id = @id AND status = 'dead'`,
  );
  const retryAll = db.prepare(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now, last_error = NULL, updated_at = @now
     WHERE status = 'dead'`,
  );
  const heartbeat = db.prepare(
    'INSERT INTO heartbeat (id, at) VALUES (1, @now) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
  );
  const listeners = new Set<() => void>();

  function add(kind: OutboxKind, type: string, payload: unknown): OutboxRow {
    const id = randomUUID();
    insert.run({ id, kind, type, payload: JSON.stringify(payload), now: clock() });
    for (const l of listeners) queueMicrotask(l);
    return toRow(byId.get(id) as DbRow);
  }

  return {
    store: 'sqlite',
    addLead: (p) => add('lead', p.leadType, p) as LeadRow,
    addMail: (p) => add('mail', p.template, p) as MailRow,
    claimNext(kind) {
      const r = claim.get({ kind, now: clock() }) as DbRow | undefined;
      return r && toRow(r);
    },
    markDelivered(id, attempt) {
      delivered.run({ id, attempt: attempt ?? null, now: clock() });
    },
    markFailed(id, error, retryAt, attempt) {
      failed.run({
        id,
        attempt: attempt ?? null,
        status: retryAt === null ? 'dead' : 'pending',
        next: retryAt ?? clock(),
        error: error.slice(0, ERROR_TEXT_MAX),
        now: clock(),
      });
    },
    releaseStale(claimedBefore) {
      return stale.run({ before: claimedBefore, now: clock() }).changes;
    },
    get(id) {
      const r = byId.get(id) as DbRow | undefined;
      return r && toRow(r);
    },
    list(kind) {
      const rows = (kind ? listKind.all(kind) : listAll.all()) as Omit<DbRow, 'payload' | 'claimed_at'>[];
      return rows.map(toSummary);
    },
    leads: () => (allLeads.all() as DbRow[]).map(toRow) as LeadRow[],
    count: () => (countAll.get() as { n: number }).n,
    stats() {
      const g = groups.all() as Array<{ kind: OutboxKind; status: OutboxStatus; count: number }>;
      const t = (oldest.get() as { t: number | null }).t;
      return buildStats(g, t, clock());
    },
    retry: (id) => retryOne.run({ id, now: clock() }).changes > 0,
    retryDead: () => retryAll.run({ now: clock() }).changes,
    checkWritable() {
      heartbeat.run({ now: clock() });
    },
    onInsert(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function toSummary(r: Omit<DbRow, 'payload' | 'claimed_at'>): OutboxSummary {
  return {
    id: r.id,
    kind: r.kind,
    type: r.type,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: Number(r.next_attempt_at),
    lastError: r.last_error,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}
