import { describe, expect, test } from 'vitest';
import { filesUnder, sourceText } from '../helpers/source-tree.ts';

// Small modules named for what they hold: no source file under client/, server/ or shared/ over MAX_LINES lines.
// A data table may be longer (one entry a line reads better than a table cut in two): it says so by its name,
// `<name>.data.ts`, or is listed below with why.
export const MAX_LINES = 300;
const FOLDERS = ['client', 'server', 'shared'];

/** Longer files allowed by name, each with why. Every entry must still be over the limit (checked below). */
const ALLOWED: Readonly<Record<string, string>> = {};

const isDataTable = (file: string) => /\.data\.tsx?$/.test(file);
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The files of `sources` (path -> text) over the limit that are neither data tables nor allowed by name. */
export function oversizedFiles(sources: Record<string, string>, allowed: Readonly<Record<string, string>> = ALLOWED) {
  return Object.entries(sources)
    .filter(([file, text]) => lineCount(text) > MAX_LINES && !isDataTable(file) && !Object.hasOwn(allowed, file))
    .map(([file, text]) => `${file}: ${lineCount(text)} lines`);
}

const sources = () =>
  Object.fromEntries(FOLDERS.flatMap((d) => filesUnder(d, /\.tsx?$/)).map((f) => [f, sourceText(f)] as const));

describe('file size', () => {
  test(`no file under ${FOLDERS.join(', ')} is over ${MAX_LINES} lines, data tables aside`, () => {
    const all = sources();
    expect(Object.keys(all).length).toBeGreaterThan(200);
    expect(oversizedFiles(all)).toEqual([]);
  });

  test('keeps no allowance for a file that is gone or back under the limit', () => {
    const all = sources();
    const stale = Object.keys(ALLOWED).filter((f) => !Object.hasOwn(all, f) || lineCount(all[f]) <= MAX_LINES);
    expect(stale).toEqual([]);
  });

  test('the check finds a long module, and lets a data table and an allowed file be long', () => {
    const long = 'export const a = 1;\n'.repeat(MAX_LINES + 1);
    const short = 'export const a = 1;\n'.repeat(MAX_LINES);
    expect(oversizedFiles({ 'server/big.ts': long })).toEqual([`server/big.ts: ${MAX_LINES + 1} lines`]);
    expect(oversizedFiles({ 'server/fits.ts': short })).toEqual([]);
    expect(oversizedFiles({ 'client/marks.data.ts': long })).toEqual([]);
    expect(oversizedFiles({ 'shared/x.ts': long }, { 'shared/x.ts': 'a table' })).toEqual([]);
  });
});
