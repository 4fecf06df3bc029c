// The process: parse the environment, open what the app needs, listen, and shut down cleanly on SIGTERM.
import http from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createApp, type Lifecycle } from './app.ts';
import { createLogger } from './logger.ts';
import { readManifest } from './manifest.ts';
import { preloadPages } from './render.tsx';
import { startServices } from './services.ts';
import { startMetricsServer } from './metrics-server.ts';
import { guardConnections, serverOptions } from './connections.ts';
import { DataDirError, prepareDataDir } from './data-dir.ts';

// The bundle runs from dist/server/main.js; the project root is two levels up.
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** After SIGTERM (and DRAIN_DELAY_MS), how long in-flight requests may take before their connections are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Start-up problems an operator must fix: one line on stderr, exit 1 (decision 084). */
function fail(message: string): never {
  console.error(`start-up failed: ${message}`);
  process.exit(1);
}

function parseEnv(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

async function main() {
  const config = parseEnv();
  const logger = createLogger(config.LOG_LEVEL);
  const lifecycle: Lifecycle = { ready: false, draining: false };
  const manifest = readManifest(path.join(ROOT, 'dist', 'manifest.json'));

  if (!config.DATABASE_URL) {
    try {
      prepareDataDir(config.DATA_DIR);
    } catch (e) {
      if (e instanceof DataDirError) fail(e.message);
      throw e;
    }
  }
  // PostgreSQL (DATABASE_URL) is migrated here, before listening; a database that cannot be reached ends start-up.
  const services = await startServices(config, logger).catch((e: Error & { code?: string }) =>
    fail(config.DATABASE_URL ? `the database in DATABASE_URL cannot be used (${e.code ?? e.message})` : e.message),
  );
  // Fetch prices before listening, so no visitor's page waits for the first upstream call.
  await services.catalogue.refresh();

  const app = createApp(config, {
    logger,
    manifest,
    catalogue: services.catalogue,
    apiRouters: services.apiRouters,
    formPages: services.formPages,
    lifecycle,
    fetch: services.fetch,
    storageWritable: services.storage.writable,
    clientDir: path.join(ROOT, 'dist', 'client', 'assets'),
    publicDir: path.join(ROOT, 'public'),
  });

  await preloadPages();
  // Prometheus metrics on their own port only (decision 074); the public port answers 404 for /metrics.
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(config.METRICS_PORT, config.HOST, logger).catch((e: NodeJS.ErrnoException) =>
          fail(
            `METRICS_PORT ${config.METRICS_PORT} ${e.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${e.code ?? e.message})`}`,
          ),
        );
  // Bounded connections (decision 082): header, request and keep-alive timeouts and a connection cap.
  const server = http.createServer(serverOptions(config));
  const connections = guardConnections(server, app, config, logger, { trustProxy: config.TRUST_PROXY !== undefined });
  server.on('request', connections.handler);
  const onListenError = (e: NodeJS.ErrnoException) => {
    const why =
      e.code === 'EADDRINUSE'
        ? 'is already in use'
        : e.code === 'EACCES'
          ? 'needs privileges this process lacks'
          : `cannot be used (${e.code ?? e.message})`;
    fail(`port ${config.PORT} on ${config.HOST} ${why}`);
  };
  server.once('error', onListenError);
  server.listen(config.PORT, config.HOST, () => {
    server.off('error', onListenError);
    // Pending leads and mails from before a restart are picked up here (spec: nothing accepted is lost).
    services.worker.start();
    lifecycle.ready = true;
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(
      { port, host: config.HOST, publicUrl: config.PUBLIC_URL, maxConnections: connections.maxConnections },
      'listening',
    );
    // Logs leave in batches (server/logger.ts): whoever waits for this line sees it now.
    logger.flush();
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainDelayMs: config.DRAIN_DELAY_MS, open: connections.open }, 'draining');
    logger.flush();
    // Decision 083: responses carry Connection: close, /readyz is 503 and idle connections close; the listener
    // closes after DRAIN_DELAY_MS and an empty accept queue; in-flight requests finish.
    let timedOut = false;
    const cut = setTimeout(() => {
      timedOut = true;
      logger.error({ open: connections.open }, 'shutdown timed out: closing the remaining connections');
      connections.closeAll();
    }, config.DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS);
    setTimeout(() => process.exit(1), config.DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS + 5000).unref();
    // /readyz turns 503 when answers start carrying Connection: close: at once with a delay, else when the listener
    // has closed, once the connections waiting in the kernel's accept queue are accepted.
    void connections
      .drain(config.DRAIN_DELAY_MS, () => {
        lifecycle.draining = true;
        logger.info({ open: connections.open }, 'closing connections');
        logger.flush();
      })
      .then(async () => {
        clearTimeout(cut);
        // The in-flight delivery finishes; undelivered rows stay in the database for the next start.
        await services.close();
        metricsServer?.close();
        logger.info('stopped');
        process.exit(timedOut ? 1 : 0);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((e) => {
  console.error('start-up failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
