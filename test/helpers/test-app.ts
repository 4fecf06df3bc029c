import path from 'node:path';
import { Writable } from 'node:stream';
import type { Router } from 'express';
import { createApp, type AppDeps } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { readManifest } from '../../server/manifest.ts';
import { preloadPages } from '../../server/render.tsx';
import { DIST, MANIFEST, ROOT } from '../../scripts/build-config.ts';
import type { Catalogue } from '../../server/upstreams/catalogue.ts';
import { createServices } from '../../server/services.ts';
import { createRenderGate, type RenderGate } from '../../server/render-gate.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import request from 'supertest';
import { expect } from 'vitest';

/**
 * A render gate that queues every miss and never sheds: createTestApp's gate unless a test asks for another.
 * Shedding under load is a deliberate 503 with Retry-After (test/server/render-shedding.test.ts), which a batch of
 * misses on a loaded machine (two test files at once on two cores) would trip, so with this gate any 5xx a test about
 * what a page or an answer holds sees is a defect.
 */
export const queueingGate = (): RenderGate => createRenderGate(2, Number.POSITIVE_INFINITY);

/** Log lines written by the app under test, for assertions (e.g. no personal data). */
export class LogCapture extends Writable {
  lines: string[] = [];
  _write(chunk: Buffer, _enc: string, cb: () => void) {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    cb();
  }
  text(): string {
    return this.lines.join('\n');
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  catalogue?: Catalogue;
  apiRouters?: Router[];
  deps?: Partial<AppDeps>;
  /**
   * The render gate production runs (createApp's own, which sheds by queue, wait, loop delay and render share)
   * instead of queueingGate(): for tests about shedding and refusals. A `deps.renderGate` of the test's own wins.
   */
  productionGate?: boolean;
}

/** The real app over the real build (npm test builds first), with a captured log. */
export async function createTestApp(opts: TestAppOptions = {}) {
  // Each app gets its own database unless the test names one (e.g. to restart on the same DATA_DIR).
  const config: Config = loadConfig({
    PUBLIC_URL: 'https://www.example.test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-test-')),
    ...opts.env,
  });
  const logs = new LogCapture();
  const logger = createLogger(config.LOG_LEVEL, logs);
  await preloadPages();
  const services = createServices(config, logger, { catalogue: opts.catalogue });
  const catalogue = services.catalogue;
  const app = createApp(config, {
    logger,
    manifest: readManifest(MANIFEST),
    catalogue,
    apiRouters: opts.apiRouters ?? services.apiRouters,
    formPages: services.formPages,
    clientDir: path.join(DIST, 'client', 'assets'),
    publicDir: path.join(ROOT, 'public'),
    // Left unset, createApp makes the production gate.
    renderGate: opts.productionGate ? undefined : queueingGate(),
    ...opts.deps,
  });
  return { app, config, logs, logger, catalogue, services };
}

/** A page's HTML from the app, asserted to be answered 200. */
export async function pageHtml(app: Parameters<typeof request>[0], path: string): Promise<string> {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
}
