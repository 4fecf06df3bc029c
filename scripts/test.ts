// `npm test`: lint, build, then every vitest project. Browser tests need Chromium: without it they are skipped with a
// loud line, except under CI, where a missing browser is a failure (CONTRACT.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { runBuild } from './build.ts';

// ESLint first (issue 11): a lint error fails the run before the build and the tests spend their minutes.
const lintStart = Date.now();
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit' });
if (lint.status !== 0) {
  console.error('\n!!! npm run lint failed: fix the errors above.');
  console.log('\n0 passed, 1 failed (lint failed, tests not run)');
  process.exit(1);
}
console.log(`lint passed in ${((Date.now() - lintStart) / 1000).toFixed(1)} s`);

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
