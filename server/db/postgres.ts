// The outbox on PostgreSQL (decision 071): used when DATABASE_URL is set, so that several replicas share one outbox and
// a replica replaced with its disk loses nothing. Same contract as the SQLite store (server/db/outbox.ts).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { loadOnDemand } from '../load-on-demand.ts';
import {
  buildStats,
  ERROR_TEXT_MAX,
  toRow,
  toSummary,
  type DbRow,
  type LeadRow,
  type MailRow,
  type Outbox,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
} from './outbox.ts';
import { PG_MIGRATIONS, type PgMigration } from './pg-migrations.ts';

export type PgPool = pg.Pool;

/** Any constant shared by every replica: the key of the advisory lock taken while migrating. */
const MIGRATION_LOCK_KEY = 7_348_120_012;

export interface PgOptions {
  /** Errors of idle pooled connections (a restarted server): logged, never thrown into the process. */
  onError?: (err: Error) => void;
  max?: number;
}

export function createPgPool(databaseUrl: string, opts: PgOptions = {}): PgPool {
  const { Pool } = loadOnDemand<typeof pg>('pg');
  const pool = new Pool({
    connectionString: databaseUrl,
    max: opts.max ?? 5,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A statement stuck behind a lock must not hold a visitor's request for long.
    statement_timeout: 10_000,
    application_name: 'siteharbor-web',
  });
  pool.on('error', (err) => opts.onError?.(err));
  return pool;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each in its own transaction, under a
 * session advisory lock: replicas starting together wait for each other and the second finds nothing to do.
 * Returns the versions this call applied.
 */
export async function migratePg(pool: PgPool, migrations: readonly PgMigration[] = PG_MIGRATIONS): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version INTEGER PRIMARY KEY,
           name TEXT NOT NULL,
           applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )`,
      );
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
      );
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        }
        applied.push(m.version);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
  return applied;
}

const SUMMARY_COLS = 'id, kind, type, status, attempts, next_attempt_at, last_error, created_at, updated_at';

export function createPgOutbox(pool: PgPool, clock: () => number = Date.now): Outbox {
  const listeners = new Set<() => void>();
  const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => pool.query<R>(text, values);

  async function add(kind: OutboxKind, type: string, payload: unknown): Promise<OutboxRow> {
    const id = randomUUID();
    const now = clock();
    // A single-statement INSERT commits before it returns: the 201 follows a durable row.
    const { rows } = await q<DbRow>(
      `INSERT INTO outbox (id, kind, type, payload, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5, $5) RETURNING *`,
      [id, kind, type, JSON.stringify(payload), now],
    );
    for (const l of listeners) queueMicrotask(l);
    return toRow(rows[0]);
  }

  return {
    store: 'postgres',
    addLead: async (p) => (await add('lead', p.leadType, p)) as LeadRow,
    addMail: async (p) => (await add('mail', p.template, p)) as MailRow,
    async claimNext(kind) {
      const now = clock();
      // SKIP LOCKED: a row another replica is claiming right now is passed over, not waited for.
      const { rows } = await q<DbRow>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = $2, updated_at = $2
         WHERE id = (SELECT id FROM outbox WHERE kind = $1 AND status = 'pending' AND next_attempt_at <= $2
                     ORDER BY next_attempt_at, created_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
           AND status = 'pending'
         RETURNING *`,
        [kind, now],
      );
      return rows[0] && toRow(rows[0]);
    },
    async markDelivered(id, attempt) {
      await q(
        `UPDATE outbox SET status = 'delivered', claimed_at = NULL, last_error = NULL, updated_at = $2
         WHERE id = $1 AND status IN ('sending', 'pending') AND ($3::int IS NULL OR attempts = $3::int)`,
        [id, clock(), attempt ?? null],
      );
    },
    async markFailed(id, error, retryAt, attempt) {
      const now = clock();
      await q(
        `UPDATE outbox SET status = $2, next_attempt_at = $3, claimed_at = NULL, last_error = $4, updated_at = $5
         WHERE id = $1 AND status = 'sending' AND ($6::int IS NULL OR attempts = $6::int)`,
        [
          id,
          retryAt === null ? 'dead' : 'pending',
          retryAt ?? now,
          error.slice(0, ERROR_TEXT_MAX),
          now,
          attempt ?? null,
        ],
      );
    },
    async releaseStale(claimedBefore) {
      const r = await q(
        `UPDATE outbox SET status = 'pending', claimed_at = NULL, updated_at = $2 WHERE status = 'sending' AND claimed_at < $1`,
        [claimedBefore, clock()],
      );
      return r.rowCount ?? 0;
    },
    async get(id) {
      const { rows } = await q<DbRow>('SELECT * FROM outbox WHERE id = $1', [id]);
      return rows[0] && toRow(rows[0]);
    },
    async list(kind) {
      const { rows } = kind
        ? await q<DbRow>(`SELECT ${SUMMARY_COLS} FROM outbox WHERE kind = $1 ORDER BY created_at, seq`, [kind])
        : await q<DbRow>(`SELECT ${SUMMARY_COLS} FROM outbox ORDER BY created_at, seq`);
      return rows.map(toSummary);
    },
    async leads() {
      const { rows } = await q<DbRow>(`SELECT * FROM outbox WHERE kind = 'lead' ORDER BY created_at, seq`);
      return rows.map(toRow) as LeadRow[];
    },
    async count() {
      const { rows } = await q<{ n: string }>('SELECT COUNT(*) AS n FROM outbox');
      return Number(rows[0].n);
    },
    async stats() {
      const g = await q<{ kind: OutboxKind; status: OutboxStatus; count: string }>(
        'SELECT kind, status, COUNT(*) AS count FROM outbox GROUP BY kind, status ORDER BY kind, status',
      );
      const o = await q<{ t: string | null }>(
        `SELECT MIN(created_at) AS t FROM outbox WHERE status IN ('pending', 'sending')`,
      );
      return buildStats(
        g.rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.count) })),
        o.rows[0].t === null ? null : Number(o.rows[0].t),
        clock(),
      );
    },
    async retry(id) {
      const r = await q(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $2, last_error = NULL, updated_at = $2
         WHERE id = $1 AND status = 'dead'`,
        [id, clock()],
      );
      return (r.rowCount ?? 0) > 0;
    },
    async retryDead() {
      const r = await q(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, last_error = NULL, updated_at = $1 WHERE status = 'dead'`,
        [clock()],
      );
      return r.rowCount ?? 0;
    },
    async checkWritable() {
      const now = clock();
      await q('INSERT INTO heartbeat (id, at) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET at = excluded.at', [
        heartbeatId,
        now,
      ]);
      // Rows of processes long gone: dropped now and then, by whichever replica happens to do it.
      if (++heartbeats % 500 === 1) await q('DELETE FROM heartbeat WHERE at < $1', [now - 86_400_000]);
    },
    onInsert(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One heartbeat row per process, so replicas do not contend for one row. */
const heartbeatId = randomUUID();
let heartbeats = 0;
