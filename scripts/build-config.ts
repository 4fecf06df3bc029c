import path from 'node:path';

// Where the build writes, shared by the build, the start script, the server and the tests.
export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'dist');
export const CLIENT_OUT = path.join(DIST, 'client', 'assets');
export const SERVER_OUT = path.join(DIST, 'server');
export const MANIFEST = path.join(DIST, 'manifest.json');
/** The file of a built asset's URL (`/assets/<name>-<hash>.js`) in a build folder: dist/, or the build's staging one. */
export const assetFile = (url: string, dist = DIST) => path.join(dist, 'client', url);
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
