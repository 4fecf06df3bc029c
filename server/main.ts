// The process: parse the environment, open what the app needs, listen, and shut down cleanly on SIGTERM.
import http from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createApp, type Lifecycle } from './app.ts';
import { createLogger } from './logger.ts';
import { readManifest } from './manifest.ts';
import { preloadPages } from './render.tsx';
import { createServices } from './services.ts';

// The bundle runs from dist/server/main.js; the project root is two levels up.
const ROOT = path.resolve(import.meta.dirname, '..', '..');

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

  const services = createServices(config, logger);
  // Fetch prices before listening, so no visitor's page waits for the first upstream call.
  await services.catalogue.refresh();

  const app = createApp(config, {
    logger,
    manifest,
    catalogue: services.catalogue,
    apiRouters: services.apiRouters,
    lifecycle,
    clientDir: path.join(ROOT, 'dist', 'client', 'assets'),
    publicDir: path.join(ROOT, 'public'),
  });

  await preloadPages();
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000; // longer than common load-balancer idle timeouts
  server.listen(config.PORT, config.HOST, () => {
    // Pending leads and mails from before a restart are picked up here (spec: nothing accepted is lost).
    services.worker.start();
    lifecycle.ready = true;
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, publicUrl: config.PUBLIC_URL }, 'listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info({ signal }, 'draining');
    // Stop accepting; in-flight requests finish, idle keep-alive sockets close.
    server.close(async () => {
      // The in-flight delivery finishes; undelivered rows stay in the database for the next start.
      await services.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Keep-alive sockets become idle as their last response goes out: close them as they do.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((e) => {
  console.error('start-up failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
