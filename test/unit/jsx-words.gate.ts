import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { filesUnder, sourceAst } from '../helpers/source-tree.ts';

// Visitor-facing words live in content/ (typed data), never written in JSX: a text node with words, a literal
// aria-label, title, alt or placeholder, or a string a JSX expression renders ({'Buy now'}, {`Step ${n} of`}), is a
// word a translator or an editor cannot find.

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

/**
 * The string and template literals an expression evaluates to, followed only through the operators that pass a
 * value on unchanged: parentheses, `a ? x : y`, `a && x`, `a || x`, `a ?? x` and a template's own text. A literal
 * anywhere else is not what the expression renders: an argument (`cls('is-open')`, `t.format('x')`), a comparison
 * (`kind === 'sale'`), an object key or an index (`labels['pro']`) is code, so class names, ids, keys and URLs
 * passed that way are never counted. That is what keeps the rule precise: a literal counts only where its text is
 * what the visitor reads, a rendered child or the value of a word attribute.
 */
function renderedLiterals(e: ts.Expression): (ts.StringLiteralLike | ts.TemplateExpression)[] {
  if (ts.isParenthesizedExpression(e)) return renderedLiterals(e.expression);
  if (ts.isStringLiteralLike(e) || ts.isTemplateExpression(e)) return [e];
  if (ts.isConditionalExpression(e)) return [...renderedLiterals(e.whenTrue), ...renderedLiterals(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return renderedLiterals(e.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...renderedLiterals(e.left), ...renderedLiterals(e.right)];
    // `'Step ' + n`: a concatenation renders both sides.
    if (op === ts.SyntaxKind.PlusToken) return [...renderedLiterals(e.left), ...renderedLiterals(e.right)];
  }
  return [];
}

/** A literal's own text: a template's text between its placeholders, never the placeholders' code. */
function ownText(l: ts.StringLiteralLike | ts.TemplateExpression): string {
  return ts.isTemplateExpression(l) ? [l.head.text, ...l.templateSpans.map((s) => s.literal.text)].join(' ') : l.text;
}

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
      const literals = ts.isStringLiteral(init)
        ? [init]
        : ts.isJsxExpression(init) && init.expression
          ? renderedLiterals(init.expression)
          : [];
      for (const l of literals)
        if (WORD.test(ownText(l))) at(node, `${node.name.getText(sf)}=${JSON.stringify(ownText(l))}`);
    }
    // A child expression: `<p>{'Buy now'}</p>`, `<p>{ok ? 'Sent' : t.retry}</p>` (attributes are handled above).
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const l of renderedLiterals(node.expression))
        if (WORD.test(ownText(l))) at(l, `{${JSON.stringify(ownText(l))}}`);
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

  test("the check fails on a planted {'Buy now'} and on words in a template, a condition or an attribute's expression", () => {
    const planted = [
      'export const B = ({ n, ok, t }: { n: number; ok: boolean; t: { retry: string } }) => (',
      '  <div>',
      "    <button>{'Buy now'}</button>",
      '    <p>{`Step ${n} of 3`}</p>',
      "    <p>{ok ? 'Sent' : t.retry}</p>",
      "    <p aria-label={ok ? 'Open menu' : t.retry}>{n > 1 && 'Plans'}</p>",
      '  </div>',
      ');',
    ].join('\n');
    expect(jsxWords('client/components/b.tsx', planted)).toEqual([
      'client/components/b.tsx:3 {"Buy now"}',
      'client/components/b.tsx:4 {"Step   of 3"}',
      'client/components/b.tsx:5 {"Sent"}',
      'client/components/b.tsx:6 aria-label="Open menu"',
      'client/components/b.tsx:6 {"Plans"}',
    ]);
    // The gate over the tree would fail with the planted file among the scanned ones.
    expect(jsxWordsInFiles([])).toEqual([]);
  });

  test('class names, ids, keys, URLs and roles passed as code are not words the visitor reads', () => {
    const code = [
      'export const C = ({ open, id, t }: { open: boolean; id: string; t: Record<string, string> }) => (',
      "  <div className={open ? 'menu menu--open' : 'menu'} id={`panel-${id}`} role=\"dialog\" data-kind={'plan card'}>",
      "    <a href={'/websites/themes'} key={'main-nav'}>{t['buy now']}</a>",
      "    <p>{cls('is active', open)}</p>",
      "    <p>{open === ('is open' as unknown) ? t.a : t.b}</p>",
      '    <p>{` · `}</p>',
      '  </div>',
      ');',
    ].join('\n');
    expect(jsxWords('client/components/c.tsx', code)).toEqual([]);
  });
});
