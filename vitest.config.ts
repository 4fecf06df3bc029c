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
export default defineConfig({
  plugins: [builtAssetUrls],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        // test/replicas: real PostgreSQL, Redis and HAProxy in front of two built servers.
        test: {
          name: 'server',
          include: ['test/server/**/*.test.{ts,tsx}', 'test/replicas/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // The image under podman (npm run test:container builds it first); not part of `npm test`.
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
          // One Chromium for all the files, each connecting to it.
          globalSetup: ['test/browser/global-setup.ts'],
          // One file at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
