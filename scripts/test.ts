// `npm test`: type check, format check, lint, build, then every vitest project. Browser tests need Chromium: without
// it they are skipped with a loud line, except under CI, where a missing browser is a failure (CONTRACT.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { runBuild } from './build.ts';

// The static gates first, cheapest failure first: a type error (esbuild strips types unchecked, so only tsc sees
// it), a formatting error or a lint error fails the run in seconds, before the build and the tests spend minutes.
const gates: { name: string; command: string[] }[] = [
  { name: 'tsc --noEmit', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'prettier --check', command: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'eslint', command: ['npm', 'run', '--silent', 'lint'] },
];
for (const gate of gates) {
  const start = Date.now();
  const r = spawnSync(gate.command[0], gate.command.slice(1), { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n!!! ${gate.name} failed: fix the errors above (\`${gate.command.join(' ')}\`).`);
    console.log(`\n0 passed, 1 failed (${gate.name} failed, tests not run)`);
    process.exit(1);
  }
  console.log(`${gate.name} passed in ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

await runBuild();

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = existsSync(chromium);
const projects = ['--project', 'unit', '--project', 'server', '--project', 'server-timing'];
if (haveBrowser) {
  projects.push('--project', 'browser');
} else if (process.env.CI) {
  console.error(`\n!!! CI is set and no Chromium at ${chromium}: browser tests cannot run.\n`);
  process.exit(1);
} else {
  console.warn(
    `\n!!! SKIPPING BROWSER TESTS: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).\n`,
  );
}

const report = 'test-results/vitest.json';
const args = [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const r = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });

// One plain closing line, so a run that executed no test cannot pass for a green one.
try {
  const j = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  console.log(`\n${j.numPassedTests} passed, ${j.numFailedTests} failed, ${j.numPendingTests} skipped`);
  if (j.numPassedTests === 0) process.exit(1);
} catch {
  console.log('\n0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
process.exit(r.status ?? 1);
