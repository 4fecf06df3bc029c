import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * An imported file (`import url from './x.svg'`) is the URL of its hashed copy, as in the esbuild bundles
 * (scripts/build.ts), so pages rendered under test point at files the built server serves and hydrate without a
 * mismatch. Without a build the URL is the unhashed name.
 */
const builtAssetUrls: Plugin = {
  name: 'built-asset-urls',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0];
    if (!/\.(svg|png|webp)$/.test(file) || !existsSync(file)) return null;
    const dir = path.resolve('dist/client/assets');
    const ext = path.extname(file);
    const stem = path.basename(file, ext);
    const raw = readFileSync(file);
    const built = existsSync(dir)
      ? readdirSync(dir).find(
          (f) => f.startsWith(`${stem}-`) && f.endsWith(ext) && readFileSync(path.join(dir, f)).equals(raw),
        )
      : undefined;
    return `export default ${JSON.stringify(`/assets/${built ?? stem + ext}`)};`;
  },
};

// Three projects run by `npm test` (scripts/test.ts): logic, HTTP (supertest against createApp), and real
// Chromium; a fourth, the container check, by `npm run test:container`. Component tests opt into jsdom with a
// `@vitest-environment jsdom` docblock.
/** Server test files whose assertions are about time; see the server-timing project below. */
const TIMED_ALONE = [
  'test/server/connection-fairness.test.ts',
  'test/server/connections.test.ts',
  'test/server/delivery-slow-receiver.test.ts',
  'test/server/early-refusal.test.ts',
  'test/server/process-drain.test.ts',
  'test/server/products-api.test.ts',
  'test/server/refusal-pause.test.ts',
  'test/server/render-flood.test.ts',
  'test/server/render-shedding.test.ts',
];

export default defineConfig({
  plugins: [builtAssetUrls],
  test: {
    // One file at a time (decision 337, amended): two files at a time on two cores took as long (2,055 s of tests
    // against about 1,970 s) and made timing-bound browser checks fail under the doubled load. Each file still runs
    // its own app on its own port, and test apps queue renders instead of shedding them (test/helpers/test-app.ts).
    maxWorkers: 1,
    // A run under SWEEP_ONLY checks the named pages in page-sweep.test.ts and leaves page-sweep-2.test.ts without a
    // test (test/browser/page-sweep.ts). Any other run fails a file that holds no test.
    passWithNoTests: Boolean(process.env.SWEEP_ONLY),
    projects: [
      {
        extends: true,
        // With two files on two cores a file may have about one core: some unit tests are CPU-bound for seconds
        // (every hour of twenty years through Intl), past vitest's default 5 s.
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        // test/replicas: real PostgreSQL, Redis and HAProxy in front of two built servers.
        test: {
          name: 'server',
          include: ['test/server/**/*.test.{ts,tsx}', 'test/replicas/**/*.test.ts'],
          exclude: TIMED_ALONE,
          environment: 'node',
          testTimeout: 30_000,
          // createTestApp in a beforeAll loads every page module: seconds on a busy machine, past the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The server files that measure time (a drain's deadline, a slow receiver's pace, floods and refusals held
        // for a pause) run after the others, one at a time: beside a browser file on two cores their clocks measure
        // the neighbour, not the server.
        test: {
          name: 'server-timing',
          include: TIMED_ALONE,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // The image under podman (npm run test:container builds it first); not part of `npm test`. One file at a
        // time: the containers a file starts share one name prefix, all removed at its end (test/container/podman.ts).
        test: {
          name: 'container',
          include: ['test/container/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium for all the files, each connecting to it (two files at once, each with contexts of its own).
          globalSetup: ['test/browser/global-setup.ts'],
        },
      },
    ],
  },
});
