// One suite, two stores (decision 071): the outbox contract holds for the embedded SQLite store and for PostgreSQL.
// PostgreSQL runs from Debian's packages in a temporary cluster (test/replicas/infra.ts); without them this half
// skips loudly, except under CI.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase } from '../../server/db/database.ts';
import { createOutbox, type LeadPayload, type Outbox } from '../../server/db/outbox.ts';
import { createPgOutbox, createPgPool, migratePg, type PgPool } from '../../server/db/postgres.ts';
import { PG_MIGRATIONS } from '../../server/db/pg-migrations.ts';
import { shouldSkip, startPostgres, type PgCluster } from '../replicas/infra.ts';

const lead: LeadPayload = {
  leadType: 'difm',
  lead: { name: 'Ada', email: 'ada@example.com', phone: '2133734253', countryCode: 'US', agreetos: true },
  captcha: 'disabled',
};

interface Handles {
  /** Two handles on one store: two workers, two processes or two replicas. */
  a: Outbox;
  b: Outbox;
  close(): Promise<void>;
}
interface StoreKind {
  name: 'sqlite' | 'postgres';
  skip: boolean;
  setup?: () => Promise<void>;
  teardown?: () => Promise<void>;
  open(clock: () => number): Promise<Handles>;
}

const sqlite: StoreKind = {
  name: 'sqlite',
  skip: false,
  async open(clock) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-contract-'));
    const db1 = openDatabase(dir);
    const db2 = openDatabase(dir);
    return {
      a: createOutbox(db1, clock),
      b: createOutbox(db2, clock),
      async close() {
        closeDatabase(db1);
        closeDatabase(db2);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

let cluster: PgCluster | undefined;
let dbCount = 0;
const postgres: StoreKind = {
  name: 'postgres',
  skip: shouldSkip('the PostgreSQL half of the outbox contract suite', 'pg'),
  async setup() {
    cluster = await startPostgres();
  },
  async teardown() {
    await cluster?.stop();
  },
  async open(clock) {
    const url = await (cluster as PgCluster).createDatabase(`contract_${++dbCount}`);
    const p1 = createPgPool(url, { max: 4 });
    const p2 = createPgPool(url, { max: 4 });
    await migratePg(p1);
    return {
      a: createPgOutbox(p1, clock),
      b: createPgOutbox(p2, clock),
      async close() {
        await p1.end();
        await p2.end();
      },
    };
  },
};

for (const store of [sqlite, postgres]) {
  describe.skipIf(store.skip)(`outbox contract: ${store.name}`, () => {
    let now = 1_700_000_000_000;
    const clock = () => now;
    let h: Handles;
    let outbox: Outbox;

    beforeAll(async () => {
      await store.setup?.();
    }, 120_000);
    afterAll(async () => {
      await store.teardown?.();
    }, 60_000);
    const fresh = async () => {
      now = 1_700_000_000_000;
      h = await store.open(clock);
      outbox = h.a;
      return outbox;
    };
    afterEach(async () => {
      await h?.close();
    });

    test('reports which store it is', async () => {
      await fresh();
      expect(outbox.store).toBe(store.name);
    });

    test('a stored lead is pending and comes back as it went in; a mail too', async () => {
      await fresh();
      const row = await outbox.addLead(lead);
      expect(row).toMatchObject({
        kind: 'lead',
        type: 'difm',
        status: 'pending',
        attempts: 0,
        payload: lead,
        createdAt: now,
      });
      expect((await h.b.get(row.id))?.payload).toEqual(lead);
      const mail = await outbox.addMail({
        template: 'enterprise-contact',
        to: 'sales@example.com',
        variables: { name: 'Ada' },
      });
      expect(mail).toMatchObject({ kind: 'mail', type: 'enterprise-contact', status: 'pending' });
      expect(await outbox.count()).toBe(2);
      expect((await outbox.leads()).map((r) => r.id)).toEqual([row.id]);
    });

    test('a row is claimed once, counting the attempt, whichever handle asks', async () => {
      await fresh();
      const row = await outbox.addLead(lead);
      expect(await outbox.claimNext('mail')).toBeUndefined();
      const claimed = await outbox.claimNext('lead');
      expect(claimed).toMatchObject({ id: row.id, status: 'sending', attempts: 1, claimedAt: now });
      expect(await outbox.claimNext('lead')).toBeUndefined();
      expect(await h.b.claimNext('lead')).toBeUndefined();
    });

    test('concurrent claimers on two handles never get the same row', async () => {
      await fresh();
      const ids = new Set<string>();
      for (let i = 0; i < 40; i++) ids.add((await outbox.addLead(lead)).id);
      const claimed: string[] = [];
      const claimer = async (o: Outbox) => {
        for (let r = await o.claimNext('lead'); r; r = await o.claimNext('lead')) claimed.push(r.id);
      };
      await Promise.all([claimer(h.a), claimer(h.b), claimer(h.a), claimer(h.b), claimer(h.a), claimer(h.b)]);
      expect(claimed).toHaveLength(40);
      expect(new Set(claimed)).toEqual(ids);
    });

    test('rows are claimed oldest due first', async () => {
      await fresh();
      const first = await outbox.addLead(lead);
      now += 1;
      const second = await outbox.addLead(lead);
      expect((await outbox.claimNext('lead'))?.id).toBe(first.id);
      await outbox.markFailed(first.id, 'HTTP 503', now + 5000, 1);
      expect((await outbox.claimNext('lead'))?.id).toBe(second.id);
    });

    test('a failed row waits for its retry time; a dead row is never claimed', async () => {
      await fresh();
      const row = await outbox.addLead(lead);
      await outbox.claimNext('lead');
      await outbox.markFailed(row.id, 'HTTP 503', now + 1000, 1);
      expect(await outbox.get(row.id)).toMatchObject({
        status: 'pending',
        lastError: 'HTTP 503',
        nextAttemptAt: now + 1000,
        claimedAt: null,
      });
      expect(await outbox.claimNext('lead')).toBeUndefined();
      now += 1000;
      expect((await outbox.claimNext('lead'))?.attempts).toBe(2);
      await outbox.markFailed(row.id, 'x'.repeat(500), null, 2);
      now += 10_000_000;
      expect(await outbox.claimNext('lead')).toBeUndefined();
      const dead = await outbox.get(row.id);
      expect(dead?.status).toBe('dead');
      expect(dead?.lastError).toHaveLength(200);
    });

    test('delivered rows stay delivered', async () => {
      await fresh();
      const row = await outbox.addMail({ template: 'enterprise-contact', to: 'sales@example.com', variables: {} });
      await outbox.claimNext('mail');
      await outbox.markDelivered(row.id, 1);
      await outbox.markFailed(row.id, 'late failure', now);
      expect((await outbox.get(row.id))?.status).toBe('delivered');
      expect(await outbox.claimNext('mail')).toBeUndefined();
    });

    test('a claim is released only when its lease has ended, and then another handle takes it over', async () => {
      await fresh();
      const row = await outbox.addLead(lead);
      await outbox.claimNext('lead');
      expect(await h.b.releaseStale(now)).toBe(0);
      now += 5000;
      expect(await h.b.releaseStale(now)).toBe(1);
      expect((await outbox.get(row.id))?.status).toBe('pending');
      expect(await h.b.claimNext('lead')).toMatchObject({ id: row.id, attempts: 2 });
    });

    test('the first claimer cannot finish a row taken over from it: the attempt count fences it', async () => {
      await fresh();
      const row = await outbox.addLead(lead);
      const old = await outbox.claimNext('lead');
      now += 5000;
      await h.b.releaseStale(now);
      await h.b.claimNext('lead');
      // The old claim fails late: the new owner's claim is untouched.
      await outbox.markFailed(row.id, 'timeout', now + 60_000, old?.attempts);
      expect(await outbox.get(row.id)).toMatchObject({ status: 'sending', attempts: 2 });
      await h.b.markDelivered(row.id, 2);
      expect((await outbox.get(row.id))?.status).toBe('delivered');
    });

    test('a success reported after the lease was released still counts, so the row is not sent again', async () => {
      await fresh();
      const row = await outbox.addLead(lead);
      await outbox.claimNext('lead');
      now += 5000;
      await h.b.releaseStale(now);
      await outbox.markDelivered(row.id, 1);
      expect((await outbox.get(row.id))?.status).toBe('delivered');
      expect(await h.b.claimNext('lead')).toBeUndefined();
    });

    test('stats count rows by status and age the oldest undelivered row; retry brings dead rows back', async () => {
      await fresh();
      expect(await outbox.stats()).toMatchObject({
        byStatus: { pending: 0, sending: 0, delivered: 0, dead: 0 },
        oldestPendingAgeMs: null,
      });
      const a = await outbox.addLead(lead);
      now += 1000;
      const b = await outbox.addLead(lead);
      const c = await outbox.addMail({ template: 'enterprise-contact', to: 'sales@example.com', variables: {} });
      for (const r of [a, b]) {
        await outbox.claimNext('lead');
        await outbox.markFailed(r.id, 'HTTP 500', null, 1);
      }
      now += 60_000;
      const s = await h.b.stats();
      expect(s.byStatus).toEqual({ pending: 1, sending: 0, delivered: 0, dead: 2 });
      expect(s.byKindStatus).toEqual([
        { kind: 'lead', status: 'dead', count: 2 },
        { kind: 'mail', status: 'pending', count: 1 },
      ]);
      expect(s.oldestPendingAgeMs).toBe(60_000);

      expect(await outbox.retry(a.id)).toBe(true);
      expect(await outbox.retry(a.id)).toBe(false);
      expect(await outbox.retry(c.id)).toBe(false);
      expect(await outbox.get(a.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        lastError: null,
        nextAttemptAt: now,
      });
      expect(await outbox.retryDead()).toBe(1);
      expect((await outbox.stats()).byStatus).toEqual({ pending: 3, sending: 0, delivered: 0, dead: 0 });
      expect((await outbox.claimNext('lead'))?.id).toBe(a.id);
    });

    test('the list holds no personal data', async () => {
      await fresh();
      await outbox.addLead(lead);
      const text = JSON.stringify(await outbox.list());
      expect(text).not.toContain('ada@example.com');
      expect(text).not.toContain('2133734253');
      expect(await outbox.list('lead')).toHaveLength(1);
      expect(await outbox.list('mail')).toHaveLength(0);
    });

    test('the heartbeat write succeeds on a healthy store; inserts wake listeners', async () => {
      await fresh();
      await outbox.checkWritable();
      await outbox.checkWritable();
      let woken = 0;
      const off = outbox.onInsert(() => woken++);
      await outbox.addLead(lead);
      await new Promise((r) => setTimeout(r, 0));
      off();
      await outbox.addLead(lead);
      await new Promise((r) => setTimeout(r, 0));
      expect(woken).toBe(1);
    });
  });
}

describe.skipIf(postgres.skip)('postgres migrations', () => {
  let pgc: PgCluster;
  beforeAll(async () => {
    pgc = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await pgc?.stop();
  }, 60_000);

  test('two replicas starting together apply each migration once, under the advisory lock', async () => {
    const url = await pgc.createDatabase('migrate_race');
    const pools: PgPool[] = [createPgPool(url), createPgPool(url), createPgPool(url)];
    try {
      const results = await Promise.all(pools.map((p) => migratePg(p)));
      expect(results.flat().sort()).toEqual(PG_MIGRATIONS.map((m) => m.version));
      const { rows } = await pools[0].query('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(PG_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
      // A restart finds nothing to do.
      expect(await migratePg(pools[1])).toEqual([]);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  test('npm run leads -- stats and retry --dead work on PostgreSQL with DATABASE_URL', async () => {
    const url = await pgc.createDatabase('cli');
    const pool = createPgPool(url);
    try {
      await migratePg(pool);
      const outbox = createPgOutbox(pool);
      const row = await outbox.addLead(lead);
      await outbox.claimNext('lead');
      await outbox.markFailed(row.id, 'HTTP 500', null, 1);
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
          env: { ...process.env, DATABASE_URL: url, DATA_DIR: '/nonexistent' },
          encoding: 'utf8',
        });
      expect((await run('stats')).stdout).toMatch(/^dead +1$/m);
      expect((await run('retry', '--dead')).stdout).toBe('1 dead row back to pending\n');
      const after = (await run('stats')).stdout;
      expect(after).toMatch(/^pending +1$/m);
      expect(after).toMatch(/^dead +0$/m);
      expect(after).toMatch(/^oldest undelivered: \d+ s$/m);
    } finally {
      await pool.end();
    }
  }, 30_000);

  test('a failing migration rolls back and leaves the applied ones recorded', async () => {
    const url = await pgc.createDatabase('migrate_fail');
    const pool = createPgPool(url);
    try {
      const bad = [
        ...PG_MIGRATIONS,
        { version: 99, name: 'broken', sql: 'CREATE TABLE x (id INT); SELECT * FROM no_such_table;' },
      ];
      await expect(migratePg(pool, bad)).rejects.toThrow(/no_such_table/);
      const { rows } = await pool.query('SELECT max(version) AS v FROM schema_migrations');
      expect(rows[0].v).toBe(PG_MIGRATIONS.at(-1)?.version);
      const { rows: t } = await pool.query(`SELECT to_regclass('x') AS t`);
      expect(t[0].t).toBeNull();
    } finally {
      await pool.end();
    }
  });
});
