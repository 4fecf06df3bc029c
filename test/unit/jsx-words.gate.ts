import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { filesUnder, sourceAst } from '../helpers/source-tree.ts';

// Visitor-facing words live in content/ (typed data), never written in JSX: a text node with words, or a literal
// aria-label, title, alt or placeholder, is a word a translator or an editor cannot find.

/** The folders whose .tsx files are scanned: every component, layout and page. */
export const SCANNED_DIRS = ['client/components', 'client/app', 'client/pages'];

/**
 * Attributes whose literal value a visitor reads or hears: the HTML ones, and the props this code base's components
 * and react-datepicker render as a label, a button text or a placeholder.
 */
const WORD_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'busyLabel', 'placeholderText']);

/** A word: two letters in a row. Punctuation, symbols and single letters (a separator, an "x") are not words. */
const WORD = /[A-Za-z]{2,}/;

const tsxFiles = (dir: string) => filesUnder(dir, /\.tsx$/);

/** `file:line text` for each JSX text node with a word and each literal word attribute of one source. */
export function jsxWords(file: string, source: string | ts.SourceFile): string[] {
  const sf =
    typeof source === 'string'
      ? ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
      : source;
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORD.test(node.text)) at(node, JSON.stringify(node.text.trim()));
    if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (literal && WORD.test(literal.text)) at(node, `${node.name.getText(sf)}=${JSON.stringify(literal.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The findings of a list of files, paths relative to the repository root. */
export function jsxWordsInFiles(files: readonly string[]): string[] {
  return files.flatMap((f) => jsxWords(f, sourceAst(f)));
}

describe('visitor-facing words are not written in JSX', () => {
  test('no JSX text node or literal aria-label, title, alt or placeholder holds a word in the scanned folders', () => {
    expect(jsxWordsInFiles(SCANNED_DIRS.flatMap(tsxFiles))).toEqual([]);
    // Every file is parsed by TypeScript: on a busy machine that takes longer than the default 5 s.
  }, 60_000);

  test('the check finds a text node and an aria-label, and ignores an expression and punctuation', () => {
    const sample = [
      'export const A = ({ t }: { t: { label: string } }) => (',
      '  <nav aria-label="Breadcrumb">',
      '    <p>Read more</p>',
      '    <p>{t.label}</p>',
      '    <p> · / — ( ) </p>',
      '    <img alt={t.label} title={`${t.label}`} />',
      '  </nav>',
      ');',
    ].join('\n');
    expect(jsxWords('client/components/x.tsx', sample)).toEqual([
      'client/components/x.tsx:2 aria-label="Breadcrumb"',
      'client/components/x.tsx:3 "Read more"',
    ]);
    expect(jsxWords('client/x.tsx', '<input placeholder={"Your name"} />')).toHaveLength(1);
    expect(jsxWords('client/x.tsx', '<Field label="Name *" />')).toHaveLength(1);
  });
});
