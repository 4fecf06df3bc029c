import path from 'node:path';

// Where the build writes, shared by the build, the start script, the server and the tests.
export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'dist');
export const CLIENT_OUT = path.join(DIST, 'client', 'assets');
export const SERVER_OUT = path.join(DIST, 'server');
export const MANIFEST = path.join(DIST, 'manifest.json');
/** Inputs whose change makes dist/ stale. */
export const SOURCES = [
  'client',
  'server',
  'shared',
  'content',
  'public',
  'scripts/build.ts',
  'scripts/build-config.ts',
  'package-lock.json',
];
