// Versioned schema of the PostgreSQL store, applied in order at start-up by migratePg (server/db/postgres.ts) under
// an advisory lock and recorded in schema_migrations. Never edit a released entry: add the next version. Each entry
// runs in one transaction, so a failed upgrade leaves the previous schema in place (docs/operations.md).

export interface PgMigration {
  version: number;
  name: string;
  sql: string;
}

export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 1,
    name: 'outbox',
    // Times are epoch milliseconds as in the SQLite store; seq keeps insertion order for equal timestamps.
    sql: `
      CREATE TABLE outbox (
        seq BIGSERIAL NOT NULL,
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('lead', 'mail')),
        type TEXT NOT NULL,
        payload JSONB NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        claimed_at BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX outbox_due ON outbox (kind, status, next_attempt_at);
      CREATE INDEX outbox_sending ON outbox (claimed_at) WHERE status = 'sending';
    `,
  },
  {
    version: 2,
    name: 'heartbeat',
    // Readiness (decision 072): each replica proves now and then that it can still commit.
    sql: `CREATE TABLE heartbeat (id TEXT PRIMARY KEY, at BIGINT NOT NULL);`,
  },
];
