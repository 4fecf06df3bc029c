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

interface DbRow {
  id: string;
  kind: OutboxKind;
  type: string;
  payload: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  claimed_at: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

function toRow(r: DbRow): OutboxRow {
  return {
    id: r.id,
    kind: r.kind,
    type: r.type,
    payload: JSON.parse(r.payload),
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    claimedAt: r.claimed_at,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  } as OutboxRow;
}

export interface Outbox {
  addLead(payload: LeadPayload): LeadRow;
  addMail(payload: MailPayload): MailRow;
  /** Atomically moves the oldest due pending row of a kind to "sending" and counts the attempt. */
  claimNext(kind: OutboxKind): OutboxRow | undefined;
  markDelivered(id: string): void;
  /** Back to pending at retryAt, or dead when retryAt is null. The error text must hold no personal data. */
  markFailed(id: string, error: string, retryAt: number | null): void;
  /** Rows left "sending" by a process that died mid-delivery go back to pending (decision 022). */
  releaseStale(claimedBefore: number): number;
  get(id: string): OutboxRow | undefined;
  list(kind?: OutboxKind): OutboxSummary[];
  leads(): LeadRow[];
  count(): number;
  /** Called after each insert, so a worker can deliver without waiting for its next poll. */
  onInsert(listener: () => void): () => void;
}

export function createOutbox(db: Db, clock: () => number = Date.now): Outbox {
  const insert = db.prepare(
    `INSERT INTO outbox (id, kind, type, payload, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (@id, @kind, @type, @payload, 'pending', 0, @now, @now, @now)`,
  );
  const claim = db.prepare(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = @now, updated_at = @now
     WHERE id = (SELECT id FROM outbox WHERE kind = @kind AND status = 'pending' AND next_attempt_at <= @now
                 ORDER BY next_attempt_at, created_at, rowid LIMIT 1)
       AND status = 'pending'
     RETURNING *`,
  );
  const delivered = db.prepare(
    `UPDATE outbox SET status = 'delivered', claimed_at = NULL, last_error = NULL, updated_at = @now
     WHERE id = @id AND status = 'sending'`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET status = @status, next_attempt_at = @next, claimed_at = NULL, last_error = @error, updated_at = @now
     WHERE id = @id AND status = 'sending'`,
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
  const listeners = new Set<() => void>();

  function add(kind: OutboxKind, type: string, payload: unknown): OutboxRow {
    const id = randomUUID();
    insert.run({ id, kind, type, payload: JSON.stringify(payload), now: clock() });
    for (const l of listeners) queueMicrotask(l);
    return toRow(byId.get(id) as DbRow);
  }

  return {
    addLead: (p) => add('lead', p.leadType, p) as LeadRow,
    addMail: (p) => add('mail', p.template, p) as MailRow,
    claimNext(kind) {
      const r = claim.get({ kind, now: clock() }) as DbRow | undefined;
      return r && toRow(r);
    },
    markDelivered(id) {
      delivered.run({ id, now: clock() });
    },
    markFailed(id, error, retryAt) {
      failed.run({
        id,
        status: retryAt === null ? 'dead' : 'pending',
        next: retryAt ?? clock(),
        error: error.slice(0, 200),
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
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        type: r.type,
        status: r.status,
        attempts: r.attempts,
        nextAttemptAt: r.next_attempt_at,
        lastError: r.last_error,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
    },
    leads: () => (allLeads.all() as DbRow[]).map(toRow) as LeadRow[],
    count: () => (countAll.get() as { n: number }).n,
    onInsert(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
