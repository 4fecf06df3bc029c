import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DATABASE_FILE = 'siteharbor.db';

// Each entry runs once, in order; PRAGMA user_version remembers how far a file has come.
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'mail')),
     type TEXT NOT NULL,
     payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     claimed_at INTEGER,
     last_error TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX outbox_due ON outbox (kind, status, next_attempt_at);`,
  // Readiness (decision 072): a periodic write proves the database can still commit.
  `CREATE TABLE heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);`,
];

function restrict(file: string): void {
  // Leads hold personal data: only the service user may read the files (WAL and SHM too).
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
  }
}

/** Opens (creating if needed) the embedded database in dataDir, in WAL mode, migrated to the latest schema. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A 201 promises the lead is committed: FULL syncs the WAL on every commit.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  restrict(file);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

export function closeDatabase(db: Db): void {
  if (db.open) db.close();
}
