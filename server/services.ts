// The long-lived parts of the server, built in one place for main.ts and the tests alike: the catalogue, the outbox
// (embedded SQLite, or PostgreSQL with DATABASE_URL) with its delivery worker, the rate limit (per process, or shared
// through Redis with REDIS_URL), the storage health check, and the API routers that use them.
import type { Router } from 'express';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { createCatalogue, type Catalogue } from './upstreams/catalogue.ts';
import { createProductsRouter } from './api/products.ts';
import { createCallBudget } from './upstreams/call-budget.ts';
import { closeDatabase, DATABASE_FILE, openDatabase } from './db/database.ts';
import { createOutbox, type Outbox } from './db/outbox.ts';
import { createPgOutbox, createPgPool, migratePg } from './db/postgres.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery.ts';
import { createFormCore, createLeadsRouter } from './api/leads.ts';
import { createFormPagesRouter, FORM_PAGE_PATHS } from './api/form-pages.ts';
import type { FormPageRenderer } from './pages.ts';
import { createListingsScanRouter } from './api/listings-scan.ts';
import { createPlacesRouter } from './api/places.ts';
import { metrics } from './metrics.ts';
import { instrumentFetch } from './upstream-metrics.ts';
import { createRateLimiter, createSharedRateLimiter, DEFAULT_RATE_LIMIT, type RateLimiter } from './rate-limit.ts';
import { createRedisClient, type RedisClient } from './redis.ts';
import fs from 'node:fs';
import path from 'node:path';

/** How often the database is written to prove it still can (decision 072): readiness follows the last result. */
export const STORAGE_CHECK_MS = 5000;
/** Below this much free space on DATA_DIR's file system, the embedded database counts as unable to write. */
const MIN_FREE_BYTES = 1024 * 1024;

export interface StorageHealth {
  /** The last periodic write succeeded (true until the first check says otherwise). */
  writable(): boolean;
  /** Runs one check now. */
  check(): Promise<boolean>;
}

export interface Services {
  catalogue: Catalogue;
  outbox: Outbox;
  worker: DeliveryWorker;
  apiRouters: Router[];
  /** Plain HTML form posts to the form pages (decision 180): their paths and their router. */
  formPages: { paths: ReadonlySet<string>; router: (render: FormPageRenderer) => Router };
  /** Instrumented fetch (upstream metrics) for the parts built outside (login-info in app.ts). */
  fetch: typeof fetch;
  storage: StorageHealth;
  /** Lets the in-flight delivery finish, then closes the database and Redis. */
  close(): Promise<void>;
}

interface Store {
  outbox: Outbox;
  /** Extra checks of the store beyond a heartbeat write (the SQLite file and its disk). */
  probe?: () => void;
  close(): Promise<void> | void;
}

export interface ServicesOptions {
  fetch?: typeof fetch;
  catalogue?: Catalogue;
  storageCheckMs?: number;
}

function sqliteStore(config: Config): Store {
  const db = openDatabase(config.DATA_DIR);
  const file = path.join(config.DATA_DIR, DATABASE_FILE);
  return {
    outbox: createOutbox(db),
    probe() {
      // A deleted file still accepts writes through the open handle, into nothing; a full disk may too, into
      // the WAL's spare pages. Both mean the next restart loses what is accepted now.
      if (!fs.existsSync(file)) throw new Error('database file missing');
      const s = fs.statfsSync(config.DATA_DIR);
      if (s.bavail * s.bsize < MIN_FREE_BYTES) throw new Error('disk full');
    },
    close: () => closeDatabase(db),
  };
}

function assemble(config: Config, logger: Logger, store: Store, opts: ServicesOptions): Services {
  const doFetch = instrumentFetch(opts.fetch ?? globalThis.fetch);
  // One budget for every product API call a visitor's request may cause (decision 192).
  const productApiBudget = createCallBudget(config.PRODUCT_API_MAX_CALLS_PER_SECOND);
  const catalogue = opts.catalogue ?? createCatalogue({ config, logger, fetch: doFetch, budget: productApiBudget });
  const { outbox } = store;
  metrics.setOutbox(outbox);
  const worker = createDeliveryWorker({ outbox, config, logger, fetch: doFetch });

  let redis: RedisClient | undefined;
  let limiter: RateLimiter;
  if (config.REDIS_URL) {
    redis = createRedisClient(config.REDIS_URL, logger);
    limiter = createSharedRateLimiter({
      ...DEFAULT_RATE_LIMIT,
      redis,
      keyPrefix: 'siteharbor:rl:forms',
      fallback: 'local',
      logger,
    });
  } else {
    limiter = createRateLimiter(DEFAULT_RATE_LIMIT);
  }

  const log = logger.child({ component: 'storage' });
  let writable = true;
  async function check(): Promise<boolean> {
    let ok = true;
    try {
      store.probe?.();
      await outbox.checkWritable();
    } catch (err) {
      ok = false;
      if (writable)
        log.error(
          { reason: err instanceof Error ? ((err as { code?: string }).code ?? err.message) : 'unknown' },
          'database cannot write: not ready',
        );
    }
    if (ok && !writable) log.info('database writable again: ready');
    writable = ok;
    metrics.setWritable(ok);
    return ok;
  }
  metrics.setWritable(true);
  let checking = false;
  // A check against an unreachable database can take the pool's connect timeout: never two at once.
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, opts.storageCheckMs ?? STORAGE_CHECK_MS);
  timer.unref();

  // One core for both ways a form arrives: the same limiter, captcha and outbox (decision 180).
  const formCore = createFormCore({ config, outbox, logger, fetch: doFetch, limiter });
  let closed = false;
  return {
    catalogue,
    outbox,
    worker,
    fetch: doFetch,
    storage: { writable: () => writable, check },
    apiRouters: [
      createProductsRouter({ config, catalogue, logger, fetch: doFetch, productApiBudget }),
      createLeadsRouter({ config, outbox, logger, fetch: doFetch, limiter, core: formCore }),
      createPlacesRouter({ config, logger, fetch: doFetch }),
      createListingsScanRouter({ config, logger, fetch: doFetch }),
    ],
    formPages: {
      paths: FORM_PAGE_PATHS,
      router: (render) => createFormPagesRouter({ config, logger, core: formCore }, render),
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await worker.stop();
      redis?.disconnect();
      await store.close();
    },
  };
}

/** The embedded set-up (SQLite, per-process limits): synchronous, for tests and for `npm start` with no variables. */
export function createServices(config: Config, logger: Logger, opts: ServicesOptions = {}): Services {
  return assemble(config, logger, sqliteStore(config), opts);
}

/**
 * What main.ts starts: PostgreSQL when DATABASE_URL is set (migrated first, under an advisory lock, so replicas
 * starting together migrate once), else the embedded database.
 */
export async function startServices(config: Config, logger: Logger, opts: ServicesOptions = {}): Promise<Services> {
  if (!config.DATABASE_URL) return createServices(config, logger, opts);
  const log = logger.child({ component: 'postgres' });
  const pool = createPgPool(config.DATABASE_URL, {
    onError: (err) => log.warn({ code: (err as { code?: string }).code ?? err.name }, 'idle database connection lost'),
  });
  try {
    const applied = await migratePg(pool);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return assemble(config, logger, { outbox: createPgOutbox(pool), close: () => pool.end() }, opts);
}
