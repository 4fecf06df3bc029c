// `npm test`: build, then every vitest project. Browser tests need Chromium: without it they are skipped with a
// loud line, except under CI, where a missing browser is a failure (CONTRACT.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runBuild } from './build.ts';

await runBuild();

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = existsSync(chromium);
const projects = ['--project', 'unit', '--project', 'server'];
if (haveBrowser) {
  projects.push('--project', 'browser');
} else if (process.env.CI) {
  console.error(`\n!!! CI is set and no Chromium at ${chromium}: browser tests cannot run.\n`);
  process.exit(1);
} else {
  console.warn(`\n!!! SKIPPING BROWSER TESTS: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).\n`);
}

const args = ['vitest', 'run', ...projects, ...process.argv.slice(2)];
const r = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
process.exit(r.status ?? 1);
