// `npm start`: builds when dist/ is missing or older than any source, then runs the server bundle in this process
// group, passing signals through so SIGTERM drains cleanly.
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { MANIFEST, ROOT, SOURCES } from './build-config.ts';
import { runBuild } from './build.ts';

async function newestMtime(p: string): Promise<number> {
  const st = await fs.stat(p).catch(() => null);
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of await fs.readdir(p)) newest = Math.max(newest, await newestMtime(path.join(p, entry)));
  return newest;
}

export async function isStale(): Promise<boolean> {
  if (!existsSync(MANIFEST)) return true;
  const built = (await fs.stat(MANIFEST)).mtimeMs;
  const sources = await Promise.all(SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return Math.max(...sources) > built;
}

if (await isStale()) await runBuild();

const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/server/index.js')], {
  stdio: 'inherit',
});
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => child.kill(sig));
// The server prints its own one-line reason (port in use, unusable DATA_DIR) and exits 1; this passes the code on.
child.on('error', (e) => {
  console.error(`start-up failed: cannot run node (${e.message})`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
