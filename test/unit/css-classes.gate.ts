// The stylesheets and the components stay in step: a class the stylesheets define that nothing renders is dead
// weight every visitor downloads, and a section-kit class a component renders without a rule is a kit piece
// drawn unstyled. Classes are read from the source (every string a component or content module can put into a
// `className`), not from rendered pages, so open menus, invalid fields and other states count too.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, sourceAst, sourceText } from '../helpers/source-tree.ts';

/** Class selectors of the stylesheets, each with the first file that defines it. */
function cssClasses(css: string): string[] {
  const bare = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  const out = new Set<string>();
  // Only selector text (before a `{`), never declarations such as `1.5rem`.
  for (const [, selector] of bare.matchAll(/([^{}]+)\{/g)) {
    for (const [, name] of selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) out.add(name);
  }
  return [...out];
}

/**
 * Every whitespace-separated word of every string in a module, and the prefixes a template literal completes at
 * run time (`sk-steps--${n}` makes `sk-steps--` a prefix). Comments and JSX text are not strings, so a class named
 * only in a comment or in visible words does not count as rendered.
 */
function sourceClassWords(
  source: string | ts.SourceFile,
  fileName: string,
): { words: Set<string>; prefixes: Set<string> } {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file =
    typeof source === 'string' ? ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind) : source;
  const add = (text: string) => text.split(/\s+/).forEach((w) => w && words.add(w));
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateTail(node)) {
      add(node.text);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      add(node.text);
      // The last word runs into the substitution: `x--${v}` builds `x--a`, `x--b`, ...
      const last = node.text.split(/\s+/).pop() ?? '';
      if (/^[a-z][\w-]*[-_]$/.test(last)) prefixes.add(last);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { words, prefixes };
}

/** Classes a library renders itself and that our stylesheets style on purpose, with the reason. */
const LIBRARY_CLASSES: { prefix: string; why: string }[] = [
  { prefix: 'react-datepicker', why: 'react-datepicker draws its calendar with these (enterprise form, leads.css)' },
];

const stylesheets = filesUnder('client/styles', /\.css$/);
const defined = new Map<string, string>();
for (const file of stylesheets) {
  for (const name of cssClasses(sourceText(file))) {
    if (!defined.has(name)) defined.set(name, file);
  }
}

const words = new Set<string>();
const prefixes = new Set<string>();
for (const dir of ['client', 'content', 'shared']) {
  for (const file of filesUnder(dir, /\.tsx?$/)) {
    const found = sourceClassWords(sourceAst(file), file);
    found.words.forEach((w) => words.add(w));
    found.prefixes.forEach((p) => prefixes.add(p));
  }
}

const rendered = (name: string) =>
  words.has(name) ||
  [...prefixes].some((p) => name.startsWith(p)) ||
  LIBRARY_CLASSES.some((l) => name.startsWith(l.prefix));

describe('CSS classes', () => {
  it('reads class selectors, not declarations, comments or strings', () => {
    const css = `/* .note */ .a, .b:hover > .c--x { margin: 1.5rem; background: url(x.svg#.d); content: '.e'; }
      @media (min-width: 768px) { .f { padding: .5rem; } }`;
    expect(cssClasses(css).sort()).toEqual(['a', 'b', 'c--x', 'f']);
  });

  it('reads class words from strings and template prefixes, not from comments or JSX text', () => {
    const src = `// "commented"\nconst C = () => <p className={\`sk-steps sk-steps--\${n}\`}>visible words</p>;
      const k = 'card card--wide';`;
    const { words: w, prefixes: p } = sourceClassWords(src, 'x.tsx');
    expect([...w].sort()).toEqual(['card', 'card--wide', 'sk-steps', 'sk-steps--']);
    expect([...p]).toEqual(['sk-steps--']);
  });

  it('finds the stylesheets and the source', () => {
    expect(defined.size).toBeGreaterThan(100);
    expect(words.size).toBeGreaterThan(500);
  });

  it('defines no class that no component renders', () => {
    const unused = [...defined].filter(([name]) => !rendered(name)).map(([name, file]) => `${file}: .${name}`);
    expect(unused).toEqual([]);
  });

  it('styles every section-kit class a kit component renders', () => {
    // The section kit (client/components/sections/) promises a styled piece for every `sk-` class it renders.
    const kitWords = new Set<string>();
    for (const file of filesUnder('client/components/sections', /\.tsx?$/)) {
      sourceClassWords(sourceAst(file), file).words.forEach((w) => kitWords.add(w));
    }
    const kitClasses = [...kitWords].filter((w) => /^sk-[a-z][\w-]*[a-z0-9]$/.test(w));
    expect(kitClasses.length).toBeGreaterThan(20);
    const unstyled = kitClasses.filter((name) => !defined.has(name));
    expect(unstyled).toEqual([]);
  });
});
