// The repository's sources as the source gates read them (test/unit/source-gates.test.ts): each folder listed, each
// file read, parsed by TypeScript and printed without comments at most once per run, however many gates ask.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const listings = new Map<string, string[]>();
const texts = new Map<string, string>();
const parsed = new Map<string, ts.SourceFile>();
const printed = new Map<string, string>();

/**
 * Every file under a folder (relative to the root, recursively, without node_modules and __snapshots__) whose name
 * matches `ext`, as paths relative to the root.
 */
export function filesUnder(dir: string, ext: RegExp): string[] {
  let all = listings.get(dir);
  if (!all) {
    all = readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === '__snapshots__' ? [] : filesUnder(rel, /./);
      return [rel];
    });
    listings.set(dir, all);
  }
  return all.filter((f) => ext.test(path.basename(f)));
}

/** A file's text, by its path relative to the root. */
export function sourceText(file: string): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(ROOT, file), 'utf8');
    texts.set(file, text);
  }
  return text;
}

/** A .ts or .tsx file parsed by TypeScript, with parent nodes set. */
export function sourceAst(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sf = ts.createSourceFile(file, sourceText(file), ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, sf);
  }
  return sf;
}

/** A .ts or .tsx file's code without its comments, as TypeScript's printer writes it. */
export function codeWithoutComments(file: string): string {
  let code = printed.get(file);
  if (code === undefined) {
    code = ts.createPrinter({ removeComments: true }).printFile(sourceAst(file));
    printed.set(file, code);
  }
  return code;
}
