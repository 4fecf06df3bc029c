// The words gate's reading of a source (test/unit/jsx-words.gate.ts): which string a visitor reads. Words live in
// content/; a component, a component's constant or a server answer that writes one is a finding.
//
// Two questions decide. Where the literal is used: a literal used as code (an import path, a key, an index, one
// side of a comparison, a class name, a header, a selector, an error or log message for developers) is never a
// word, whatever its text. And what its text looks like: words are two words in a row ("Too many requests") or one
// capitalised word ("Unlimited"); a class list, a URL or path, an identifier ("ArrowDown", "Cache-Control"), markup
// and a header line are not. JSX text and what a JSX expression renders keep the looser test of any two letters,
// since there the text is certainly shown.
import path from 'node:path';
import ts from 'typescript';

/**
 * Attributes whose literal value a visitor reads or hears: the HTML ones, and the props this code base's components
 * and react-datepicker render as a label, a button text or a placeholder.
 */
export const WORD_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'label',
  'busyLabel',
  'placeholderText',
  'productName',
]);

/** A word where text is certainly shown: two letters in a row. Punctuation, symbols and single letters are not. */
const WORD = /[A-Za-z]{2,}/;

/**
 * The one allowlist: constants whose capitalised strings are names in code, not words. Each entry is
 * `file constName`; keep it short and say why.
 */
const NOT_WORDS = new Set([
  // lucide-react export names (id -> component name), read by the icon sprite script, never shown.
  'client/components/sections/icon-names.ts ICON_NAMES',
  // The readiness states /readyz answers the orchestrator with (decision 072), values a probe compares.
  'server/app.ts status',
  // The values POST /api/enterprise-contact accepts (spec 9, decision 160): compared, stored and sent as written;
  // the labels a visitor reads beside them are content/enterprise.ts's.
  'shared/enterprise-options.ts INDUSTRIES',
  'shared/enterprise-options.ts ROLES',
  'shared/enterprise-options.ts REVENUES',
  'shared/enterprise-options.ts SERVICES',
  // The month tokens of the choice format spec 5 fixes ("d MMM yyyy / hh:mma"), written and parsed back as a value.
  'shared/enterprise-choice-time.ts MONTHS',
]);
/**
 * Files drawn by a script from a package, not written here: the brand marks' names are simple-icons' own titles
 * beside their paths (scripts/brand-marks.ts), regenerated as a whole.
 */
const GENERATED = new Set(['client/components/brand-marks.data.ts']);

type Literal = ts.StringLiteralLike | ts.TemplateExpression;

const isLiteral = (n: ts.Node): n is Literal => ts.isStringLiteralLike(n) || ts.isTemplateExpression(n);

/** A literal's own text: a template's text between its placeholders, never the placeholders' code. */
export function ownText(l: Literal, hole = ' '): string {
  return ts.isTemplateExpression(l) ? [l.head.text, ...l.templateSpans.map((s) => s.literal.text)].join(hole) : l.text;
}

/**
 * The string and template literals an expression evaluates to, followed only through the operators that pass a
 * value on unchanged: parentheses, `a ? x : y`, `a && x`, `a || x`, `a ?? x`, `a + b`. A literal anywhere else is
 * not what the expression renders: an argument, a comparison, a key or an index is code.
 */
export function renderedLiterals(e: ts.Expression): Literal[] {
  if (ts.isParenthesizedExpression(e)) return renderedLiterals(e.expression);
  if (isLiteral(e)) return [e];
  if (ts.isConditionalExpression(e)) return [...renderedLiterals(e.whenTrue), ...renderedLiterals(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return renderedLiterals(e.right);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...renderedLiterals(e.left), ...renderedLiterals(e.right)];
  }
  return [];
}

// ---- What a text looks like ----

/** A token that is a word: letters (an apostrophe or a hyphen inside), with punctuation around it. */
const WORD_TOKEN = /^[("'‘“*[]*([A-Za-z]+(?:['’-][A-Za-z]+)*)[.,;:!?)\]"'’”*]*$/;
/** A class list token: lower case, digits, `-` and `_` (BEM: `card__title--open`). */
const CLASS_TOKEN = /^[a-z0-9_-]+$/;
/** `Name: value` with a one-token value: a header or a robots.txt line, protocol rather than prose. */
const FIELD_LINE = /^[A-Za-z][A-Za-z-]*: \S*$/;

/**
 * Whether a string's text reads as words: two words in a row ("Too many requests", "per month"), or a capitalised
 * word ("Unlimited", "One-time"). Markup tags, an HTTP status line and header lines, URLs and paths are removed
 * first (header lines only in a CRLF text, the wire's own); a class list, an identifier ("ArrowDown", "Cache-Control", "AM") and a single lower-case word ("promo")
 * are not words. Placeholders of a template count as a number.
 */
export function looksLikeWords(text: string): boolean {
  if (FIELD_LINE.test(text.trim())) return false;
  const prose = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/^HTTP\/\d(?:\.\d)? \d{3}[^\r\n]*$/gm, ' ')
    .replace(/^[A-Za-z][A-Za-z-]*: [^\r\n]*$/gm, (line) =>
      /^HTTP\//.test(text) || text.includes('\r\n') ? ' ' : line,
    );
  const tokens = prose
    .split(/\s+/)
    .filter((t) => t !== '' && !/^(?:[a-z][a-z+.-]*:\/\/|\/|#|\.\.?\/|mailto:|tel:)/i.test(t));
  if (tokens.length === 0) return false;
  if (tokens.every((t) => CLASS_TOKEN.test(t)) && tokens.some((t) => /[-_]/.test(t))) return false;
  const words = tokens.map((t) => WORD_TOKEN.exec(t)?.[1]);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!w || w.replace(/['’-]/g, '').length < 2) continue;
    // A capitalised word; "Cache-Control" (every part capitalised) is a header name, not one.
    if (/^[A-Z][a-z]+(?:['’-][a-z]+)*$/.test(w)) return true;
    const next = words[i + 1];
    if (next && next.replace(/['’-]/g, '').length >= 2 && !/^[A-Z]+$/.test(w + next)) return true;
  }
  return false;
}

// ---- Where a literal is used ----

/** Calls whose arguments are code: selectors, event and attribute names, membership tests, class names, headers. */
const CODE_CALLS = new Set([
  'querySelector',
  'querySelectorAll',
  'closest',
  'matches',
  'matchMedia',
  'getElementById',
  'addEventListener',
  'removeEventListener',
  'createElement',
  'getAttribute',
  'hasAttribute',
  'removeAttribute',
  'includes',
  'indexOf',
  'lastIndexOf',
  'startsWith',
  'endsWith',
  'has',
  'get',
  'delete',
  'split',
  'join',
  'Symbol',
  'cls',
  'setHeader',
  'getHeader',
  'hasHeader',
  'removeHeader',
  'header',
  'append',
  'type',
  'vary',
  'require',
]);
/** Calls whose first argument is a name (an attribute, a header, a setting, a key) and the rest may be words. */
const NAME_FIRST_CALLS = new Set(['setAttribute', 'set', 'replace', 'replaceAll']);
/** Methods of a logger: their messages are for whoever runs the site. */
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log']);
/** Constructors whose argument is code: a pattern, an address, a set of codes, a locale. */
const CODE_CONSTRUCTORS = /^(?:\w*Error|RegExp|URL|URLSearchParams|Set|Intl\.\w+)$/;
/** Keys whose values are vocabulary, not prose: schema.org types and ids. */
const CODE_KEYS = new Set(['@type', '@context', '@id']);

const calleeName = (e: ts.Expression): string =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';

/** The node a literal's value reaches, climbing through the operators that pass a value on unchanged. */
function useSite(n: ts.Node): ts.Node {
  let cur = n;
  for (;;) {
    const p = cur.parent;
    if (
      ts.isParenthesizedExpression(p) ||
      ts.isAsExpression(p) ||
      ts.isSatisfiesExpression(p) ||
      ts.isNonNullExpression(p) ||
      (ts.isConditionalExpression(p) && p.condition !== cur) ||
      (ts.isTemplateSpan(p) && p.expression === cur) ||
      ts.isTemplateExpression(p) ||
      (ts.isBinaryExpression(p) &&
        [
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.PlusToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(p.operatorToken.kind))
    ) {
      cur = p;
      continue;
    }
    return cur;
  }
}

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);

/** Whether a literal is used as code, whatever its text. */
function isCode(l: Literal, file: string): boolean {
  if (ts.isLiteralTypeNode(l.parent) || ts.isImportDeclaration(l.parent) || ts.isExportDeclaration(l.parent))
    return true;
  if (ts.isExternalModuleReference(l.parent) || ts.isModuleDeclaration(l.parent)) return true;
  if ((ts.isPropertyAssignment(l.parent) || ts.isPropertySignature(l.parent)) && l.parent.name === l) return true;
  if (ts.isComputedPropertyName(l.parent) || ts.isEnumMember(l.parent)) return true;
  const site = useSite(l);
  const p = site.parent;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === site) return true;
  if (ts.isBinaryExpression(p) && COMPARISONS.has(p.operatorToken.kind)) return true;
  if (ts.isCaseClause(p) || ts.isThrowStatement(p)) return true;
  if (ts.isPropertyAssignment(p) && CODE_KEYS.has(p.name.getText().replace(/^['"]|['"]$/g, ''))) return true;
  if (ts.isCallExpression(p) && p.arguments.includes(site as ts.Expression)) {
    if (p.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (p.expression.kind === ts.SyntaxKind.SuperKeyword) {
      const cls = ts.findAncestor(p, ts.isClassLike);
      return !!cls?.heritageClauses?.some((h) => h.types.some((t) => /Error$/.test(t.expression.getText())));
    }
    const name = calleeName(p.expression);
    if (CODE_CALLS.has(name)) return true;
    if (NAME_FIRST_CALLS.has(name) && p.arguments[0] === site) return true;
    if (
      LOG_METHODS.has(name) &&
      ts.isPropertyAccessExpression(p.expression) &&
      /\blog|logger|console/i.test(p.expression.expression.getText())
    )
      return true;
  }
  if (ts.isNewExpression(p) && CODE_CONSTRUCTORS.test(p.expression.getText())) return true;
  // `['ArrowDown', 'Enter'].includes(key)`: the members of a set tested against.
  if (ts.isArrayLiteralExpression(p) && ts.isPropertyAccessExpression(p.parent) && p.parent.expression === p)
    return true;
  if (
    ts.isArrayLiteralExpression(p) &&
    ts.isNewExpression(p.parent) &&
    CODE_CONSTRUCTORS.test(p.parent.expression.getText())
  )
    return true;
  // A JSX attribute that is not a word attribute holds code (className, href, rel, role, data-*).
  const attr = ts.findAncestor(l, ts.isJsxAttribute);
  if (attr && !WORD_ATTRIBUTES.has(attr.name.getText())) {
    const init = attr.initializer;
    if (init === l) return true;
    if (init && ts.isJsxExpression(init) && init.expression && renderedLiterals(init.expression).includes(l))
      return true;
  }
  if (GENERATED.has(file)) return true;
  const decl = ts.findAncestor(l, ts.isVariableDeclaration);
  if (decl && NOT_WORDS.has(`${file} ${decl.name.getText()}`)) return true;
  return false;
}

// ---- The findings ----

const lineOf = (sf: ts.SourceFile, n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;

/**
 * `file:line text` for each visitor-facing word a component source writes: JSX text, a literal word attribute, a
 * string a JSX expression renders, and any other string or template whose text is words where it is not used as
 * code (a component's constant, a default prop, a label table). `only`, when given, limits the last kind to those
 * literals (the server's answers).
 */
export function visitorWords(file: string, source: string | ts.SourceFile, only?: ReadonlySet<ts.Node>): string[] {
  const sf =
    typeof source === 'string'
      ? ts.createSourceFile(
          file,
          source,
          ts.ScriptTarget.Latest,
          true,
          file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
        )
      : source;
  const found: string[] = [];
  const reported = new Set<ts.Node>();
  const at = (node: ts.Node, what: string, key: ts.Node = node) => {
    if (reported.has(key)) return;
    reported.add(key);
    found.push(`${file}:${lineOf(sf, node)} ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORD.test(node.text)) at(node, JSON.stringify(node.text.trim()));
    if (ts.isJsxAttribute(node) && node.initializer && WORD_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      const literals = ts.isStringLiteral(init)
        ? [init]
        : ts.isJsxExpression(init) && init.expression
          ? renderedLiterals(init.expression)
          : [];
      for (const l of literals)
        if (WORD.test(ownText(l))) at(node, `${node.name.getText(sf)}=${JSON.stringify(ownText(l))}`, l);
    }
    // A child expression: `<p>{'Buy now'}</p>`, `<p>{ok ? 'Sent' : t.retry}</p>` (attributes are handled above).
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      for (const l of renderedLiterals(node.expression))
        if (WORD.test(ownText(l))) at(l, `{${JSON.stringify(ownText(l))}}`);
    if (isLiteral(node) && (!only || only.has(node)) && !isCode(node, file) && looksLikeWords(ownText(node, '0')))
      at(node, JSON.stringify(ownText(node)));
    if (isLiteral(node) && !ts.isTemplateExpression(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

// ---- The server's answers ----

/** Calls that put bytes on the wire to the visitor: `res.send`, `res.json`, `res.end`, `socket.write`. */
const WIRE_METHODS = new Set(['send', 'json', 'end', 'write']);

/** The response or the socket a chain such as `res.status(400).set(...).json` starts from. */
const ANSWER_OBJECTS = /^(?:res|response|socket)$/;

function chainRoot(e: ts.Expression): ts.Expression {
  let cur = e;
  while (ts.isPropertyAccessExpression(cur) || ts.isCallExpression(cur) || ts.isNonNullExpression(cur))
    cur = cur.expression;
  return cur;
}

const isWireCall = (c: ts.CallExpression) => {
  if (!ts.isPropertyAccessExpression(c.expression) || !WIRE_METHODS.has(c.expression.name.text)) return false;
  const root = chainRoot(c.expression.expression);
  return ts.isIdentifier(root) && ANSWER_OBJECTS.test(root.text);
};

/** Top-level and nested declarations of a file by name: a variable's initializer, a function's body. */
function declarations(sf: ts.SourceFile): Map<string, ts.Node[]> {
  const byName = new Map<string, ts.Node[]>();
  const add = (name: string, n: ts.Node | undefined) => {
    if (n) byName.set(name, [...(byName.get(name) ?? []), n]);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) add(n.name.text, n);
    if (ts.isFunctionDeclaration(n) && n.name) add(n.name.text, n);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return byName;
}

/** A function's name and its parameters' names, for a function declaration or `const f = (...) => ...`. */
function functionParts(n: ts.Node): { name: string; params: Set<string>; body: ts.Node } | undefined {
  const named = (name: string, f: ts.SignatureDeclaration & { body?: ts.Node }) =>
    f.body ? { name, params: new Set(f.parameters.map((p) => p.name.getText())), body: f.body } : undefined;
  if (ts.isFunctionDeclaration(n) && n.name) return named(n.name.text, n);
  if (
    ts.isVariableDeclaration(n) &&
    ts.isIdentifier(n.name) &&
    n.initializer &&
    (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))
  )
    return named(n.name.text, n.initializer);
  return undefined;
}

const identifiersIn = (n: ts.Node): string[] => {
  const out: string[] = [];
  const visit = (c: ts.Node): void => {
    if (ts.isIdentifier(c) && !(ts.isPropertyAccessExpression(c.parent) && c.parent.name === c)) out.push(c.text);
    ts.forEachChild(c, visit);
  };
  visit(n);
  return out;
};

/**
 * The literals of the server's sources that may reach a visitor: those inside the arguments of a call that writes
 * the answer (or of a function that passes its own parameter to one, such as `sendError(res, 429, 'Too many
 * requests.')`), and, transitively, in the constants and functions those arguments name, in the same file or
 * imported from another of `files`.
 */
export function answerLiterals(files: readonly string[], ast: (file: string) => ts.SourceFile): Set<ts.Node> {
  const sfs = new Map(files.map((f) => [f, ast(f)]));
  const decls = new Map([...sfs].map(([f, sf]) => [f, declarations(sf)]));
  const imported = (file: string, name: string): { file: string; name: string } | undefined => {
    for (const st of sfs.get(file)!.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const bindings = st.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const spec = bindings.elements.find((e) => e.name.text === name);
      if (!spec) continue;
      const target = path.posix.join(path.posix.dirname(file), st.moduleSpecifier.text);
      return sfs.has(target) ? { file: target, name: (spec.propertyName ?? spec.name).text } : undefined;
    }
    return undefined;
  };
  /** The declarations a name used in a file stands for: its own, or the one it imports from another server file. */
  const declared = (file: string, use: ts.Identifier): { file: string; node: ts.Node }[] => {
    const local = decls.get(file)!.get(use.text);
    if (local) return local.map((node) => ({ file, node }));
    const from = imported(file, use.text);
    return from ? (decls.get(from.file)!.get(from.name) ?? []).map((node) => ({ file: from.file, node })) : [];
  };
  // Functions that hand a parameter to the wire, found to a fixed point (sendError -> res.json, plain -> res.send).
  const senders = new Set<ts.Node>();
  const isSink = (file: string, c: ts.CallExpression) =>
    isWireCall(c) || (ts.isIdentifier(c.expression) && declared(file, c.expression).some((d) => senders.has(d.node)));
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, sf] of sfs) {
      const visit = (n: ts.Node): void => {
        const fn = functionParts(n);
        if (fn && !senders.has(n)) {
          const hands = (c: ts.Node): boolean =>
            (ts.isCallExpression(c) &&
              isSink(file, c) &&
              c.arguments.some((a) => identifiersIn(a).some((i) => fn.params.has(i)))) ||
            (ts.forEachChild(c, hands) ?? false);
          if (hands(fn.body)) {
            senders.add(n);
            grew = true;
          }
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
  }
  // From a sink's arguments: a name leads to its value's initializer, in this file or imported; a function called
  // in the argument or in a value it names (`send(refusalHtml(status))`, `const outcome = submit(body)`) leads to its
  // body, one step, in its own file: what it returns is what the sink sends.
  const literals = new Set<ts.Node>();
  const seen = new Set<ts.Node>();
  const follow = (file: string, node: ts.Node, calls: number): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const visit = (n: ts.Node): void => {
      // A callback inside a followed value (`.catch((e) => fail(...))`) is not what the value holds.
      if (n !== node && (ts.isArrowFunction(n) || ts.isFunctionExpression(n))) return;
      if (isLiteral(n)) literals.add(n);
      if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
        const called = ts.isCallExpression(n.parent) && n.parent.expression === n;
        for (const d of declared(file, n)) {
          const fn = functionParts(d.node);
          if (fn && called && calls > 0 && d.file === file && !senders.has(d.node)) follow(d.file, fn.body, calls - 1);
          else if (!fn && ts.isVariableDeclaration(d.node) && d.node.initializer)
            follow(d.file, d.node.initializer, calls);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
  };
  for (const [file, sf] of sfs) {
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && isSink(file, n)) for (const a of n.arguments) follow(file, a, 1);
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return literals;
}
