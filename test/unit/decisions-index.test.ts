// docs/decisions/README.md indexes every decision record, so a reader finds a record from its number or its topic;
// a record added without its index line, or a line left for a record that is gone, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');

describe('decision records index', () => {
  const records = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-'));
  const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);

  test('every record is linked from the index, once', () => {
    expect(records.length).toBeGreaterThan(50);
    expect(records.filter((r) => linked.filter((l) => l === r).length !== 1)).toEqual([]);
  });

  test('every link of the index is a record', () => {
    expect(linked.filter((l) => !l.startsWith('000-') && !records.includes(l))).toEqual([]);
  });

  test('no two records share a number', () => {
    const numbers = records.map((r) => r.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
