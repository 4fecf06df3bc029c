// The long-lived parts of the server, built in one place for main.ts and the tests alike: the catalogue, the
// embedded database with its outbox and delivery worker, and the API routers that use them.
import type { Router } from 'express';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { createCatalogue, type Catalogue } from './upstreams/catalogue.ts';
import { createProductsRouter } from './api/products.ts';
import { closeDatabase, openDatabase } from './db/database.ts';
import { createOutbox, type Outbox } from './db/outbox.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery.ts';
import { createLeadsRouter } from './api/leads.ts';
import { createPlacesRouter } from './api/places.ts';

export interface Services {
  catalogue: Catalogue;
  outbox: Outbox;
  worker: DeliveryWorker;
  apiRouters: Router[];
  /** Lets the in-flight delivery finish, then closes the database. */
  close(): Promise<void>;
}

export function createServices(config: Config, logger: Logger, opts: { fetch?: typeof fetch; catalogue?: Catalogue } = {}): Services {
  const catalogue = opts.catalogue ?? createCatalogue({ config, logger, fetch: opts.fetch });
  const db = openDatabase(config.DATA_DIR);
  const outbox = createOutbox(db);
  const worker = createDeliveryWorker({ outbox, config, logger, fetch: opts.fetch });
  let closed = false;
  return {
    catalogue,
    outbox,
    worker,
    apiRouters: [
      createProductsRouter({ config, catalogue, logger }),
      createLeadsRouter({ config, outbox, logger, fetch: opts.fetch }),
      createPlacesRouter({ config, logger, fetch: opts.fetch }),
    ],
    async close() {
      if (closed) return;
      closed = true;
      await worker.stop();
      closeDatabase(db);
    },
  };
}
