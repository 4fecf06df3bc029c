// The ops CLI runs from the build alone, as it must in the runtime image (dist/ only, no sources, no tsx).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DIST } from '../../scripts/build-config.ts';

test('node dist/server/leads.js stats answers from an empty embedded database; a bad command says how to use it', () => {
  const env = { ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leads-cli-')), DATABASE_URL: '' };
  const stats = spawnSync(process.execPath, [path.join(DIST, 'server/leads.js'), 'stats'], {
    env,
    encoding: 'utf8',
    cwd: os.tmpdir(),
  });
  expect(stats.status).toBe(0);
  expect(stats.stdout).toMatch(/^pending\s+0$/m);
  expect(stats.stdout).toMatch(/oldest undelivered: none/);
  const bad = spawnSync(process.execPath, [path.join(DIST, 'server/leads.js'), 'explode'], {
    env,
    encoding: 'utf8',
    cwd: os.tmpdir(),
  });
  expect(bad.status).not.toBe(0);
  expect(bad.stdout + bad.stderr).toContain('usage:');
});
