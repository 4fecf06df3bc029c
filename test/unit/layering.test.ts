import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The layering of decision 161, checked by dependency-cruiser with the rules of .dependency-cruiser.cjs:
// shared/ imports nothing of ours, content/ only shared/, client/ never server/, server/ only client/app.
const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = fileURLToPath(new URL('../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(): { violations: Violation[]; modules: number } {
  const out = execFileSync(
    process.execPath,
    [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'shared', 'content', 'client', 'server'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const result = JSON.parse(out) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: result.summary.violations, modules: result.summary.totalCruised };
}

describe('layering', () => {
  test('shared/ imports nothing of ours, content/ only shared/, client/ never server/, server/ only client/app', () => {
    const { violations, modules } = cruise();
    // A resolver that found nothing would pass every rule: make sure the tree was really read.
    expect(modules).toBeGreaterThan(200);
    expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 60_000);
});
