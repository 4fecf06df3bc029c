import { defineConfig } from 'vitest/config';

// Three projects, run by `npm test` (scripts/test.ts): logic, HTTP (supertest against createApp),
// and real Chromium. Component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'server', include: ['test/server/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
