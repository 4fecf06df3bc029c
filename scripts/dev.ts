// `npm run dev`: rebuilds on change and restarts the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-config.ts';
import { runBuild } from './build.ts';

let server: ChildProcess | null = null;
let timer: NodeJS.Timeout | null = null;

async function restart() {
  try {
    await runBuild();
  } catch (e) {
    console.error('dev: build failed, keeping the previous server\n', e);
    return;
  }
  if (server) {
    const old = server;
    await new Promise((r) => {
      old.once('exit', r);
      old.kill('SIGTERM');
    });
  }
  server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/server/index.js')], {
    stdio: 'inherit',
  });
}

for (const dir of ['client', 'server', 'shared', 'content', 'public']) {
  watch(path.join(ROOT, dir), { recursive: true }, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(restart, 150);
  });
}
process.on('SIGINT', () => {
  server?.kill('SIGTERM');
  process.exit(0);
});
await restart();
