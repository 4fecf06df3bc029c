// Readers for the one-of-each check (test/server/one-of-each.test.ts, decision 307): where each shared component
// shows in a page's server HTML, the class signature of its markup, the stylesheet rules that restyle it from
// outside, and the labels of a page's calls to action.

export interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  content?: Node;
}

export type Kind = 'domain search' | 'carousel control' | 'icon tile' | 'support card';

const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const classes = (n: Node) => (attr(n, 'class') ?? '').split(/\s+/).filter(Boolean);
const isElement = (n: Node) => !n.nodeName.startsWith('#');
const children = (n: Node) => [...(n.childNodes ?? []), ...(n.content ? [n.content] : [])];

function* walk(n: Node, ancestors: Node[] = []): Generator<[Node, Node[]]> {
  yield [n, ancestors];
  for (const c of children(n)) yield* walk(c, [...ancestors, n]);
}

function ownText(n: Node): boolean {
  return (n.childNodes ?? []).some((c) => c.nodeName === '#text' && (c.value ?? '').trim() !== '');
}
function text(n: Node): string {
  if (n.nodeName === '#text') return n.value ?? '';
  if (n.nodeName === 'script' || n.nodeName === 'template' || n.nodeName === 'style') return '';
  return (n.childNodes ?? []).map(text).join('');
}

/** One element as a token: name, sorted classes, an icon's drawn size, and whether it holds words itself. */
function token(n: Node): string {
  const size = n.nodeName === 'svg' ? `@${attr(n, 'width') ?? ''}` : '';
  return `${n.nodeName}${classes(n)
    .sort()
    .map((c) => `.${c}`)
    .join('')}${size}${ownText(n) ? '#text' : ''}`;
}

/**
 * The class signature of a component: its element's token and the set of tokens of its descendants that carry a
 * class or draw an icon. What a list inside it holds is content (a page's articles), not design.
 */
export function signature(n: Node): string {
  const inner = new Set<string>();
  for (const [d, up] of walk(n)) {
    if (d === n || !isElement(d) || up.slice(up.indexOf(n) + 1).some((a) => ['ul', 'ol'].includes(a.nodeName)))
      continue;
    if (classes(d).length > 0 || d.nodeName === 'svg') inner.add(token(d));
  }
  return `${token(n)} { ${[...inner].sort().join(' ')} }`;
}

/** A line icon: drawn from the icon sprite, or stroked in the text colour (a brand's filled mark is not one). */
const isLineIcon = (svg: Node) =>
  [...walk(svg)].some(
    ([d]) => (d.nodeName === 'use' && (attr(d, 'href') ?? '').includes('#')) || attr(d, 'stroke') === 'currentColor',
  );

const inChrome = (ancestors: Node[]) =>
  ancestors.some((a) => ['header', 'nav', 'footer', 'button', 'dialog'].includes(a.nodeName));

/**
 * Where each kind shows, found by what it does rather than by its class, so a second design with other classes
 * is still found: a form with the domain field; a button that steps or pauses a carousel; the icon that leads a
 * card, a list item or a step (an icon of 24 px or more before any of the item's words, a step's number aside); a
 * block offering a person to talk to.
 */
export const KINDS: Record<Kind, { roots: (doc: Node) => Node[]; namespace: RegExp }> = {
  'domain search': {
    namespace: /^domain-search/,
    roots: (doc) =>
      [...walk(doc)]
        .filter(
          ([n]) =>
            n.nodeName === 'form' && [...walk(n)].some(([i]) => i.nodeName === 'input' && attr(i, 'name') === 'domain'),
        )
        .map(([n]) => n),
  },
  'carousel control': {
    namespace: /^carousel-button/,
    roots: (doc) =>
      [...walk(doc)]
        .filter(([n]) => n.nodeName === 'button' && /^(previous|next|pause|play)\b/i.test(attr(n, 'aria-label') ?? ''))
        .map(([n]) => n),
  },
  'icon tile': {
    namespace: /^icon-tile/,
    roots: (doc) => {
      const out = new Set<Node>();
      for (const [item, ancestors] of walk(doc)) {
        if (!['li', 'article', 'a'].includes(item.nodeName) || inChrome(ancestors)) continue;
        // The first thing the item shows: an icon, or words. A step's number ("1", "2.") is not words: an icon
        // after it still leads the step.
        let lead: [Node, Node[]] | undefined;
        for (const [d, up] of walk(item)) {
          if (d.nodeName === 'svg' || (d.nodeName === '#text' && !/^\s*(\d+\.?)?\s*$/.test(d.value ?? ''))) {
            lead = [d, up];
            break;
          }
        }
        if (!lead || lead[0].nodeName !== 'svg' || Number(attr(lead[0], 'width') ?? 0) < 24 || !isLineIcon(lead[0]))
          continue;
        const [icon, up] = lead;
        const parent = up[up.length - 1];
        // A wrapper that holds only the icon is the tile; an icon standing in the item itself is bare.
        const wraps = parent !== item && children(parent).filter(isElement).length === 1 && !ownText(parent);
        out.add(wraps ? parent : icon);
      }
      return [...out];
    },
  },
  'support card': {
    namespace: /^support-card/,
    roots: (doc) => {
      const out: Node[] = [];
      const find = (n: Node) => {
        if (classes(n).some((c) => /^(support-card|call-card|sk-support|customer-care)$/.test(c))) out.push(n);
        else children(n).forEach(find);
      };
      find(doc);
      return out;
    },
  },
};

/** The distinct designs of a kind over pages: signature to the paths that show it. */
export function designs(pages: readonly (readonly [string, Node])[], kind: Kind): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [p, doc] of pages)
    for (const root of KINDS[kind].roots(doc)) found.set(signature(root), [...(found.get(signature(root)) ?? []), p]);
  return found;
}

/** A parse5 tree copied without its parent links, to plant a variant in. */
export function cloneTree(n: Node): Node {
  return JSON.parse(JSON.stringify(n, (k, v: unknown) => (k === 'parentNode' ? undefined : v))) as Node;
}

/** Selector lists of a stylesheet's rules with their declarations (at-rule blocks opened, keyframes skipped). */
function rules(css: string): { selector: string; body: string }[] {
  const src = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: { selector: string; body: string }[] = [];
  let i = 0;
  let prelude = '';
  while (i < src.length) {
    const ch = src[i];
    if (ch === '{') {
      const head = prelude.trim();
      prelude = '';
      if (head.startsWith('@') && !head.startsWith('@keyframes')) {
        i++;
        continue;
      }
      let depth = 1;
      let j = i + 1;
      while (j < src.length && depth > 0) {
        if (src[j] === '{') depth++;
        else if (src[j] === '}') depth--;
        j++;
      }
      if (!head.startsWith('@')) out.push({ selector: head, body: src.slice(i + 1, j - 1) });
      i = j;
      continue;
    }
    if (ch === '}' || ch === ';') prelude = '';
    else prelude += ch;
    i++;
  }
  return out;
}

/** Splits at a character outside brackets and parentheses. */
function splitTop(s: string, at: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && at.test(ch)) {
      if (cur.trim()) parts.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

/** Properties that place an element in its container (show or hide it, its margins, its cell): not its design. */
const PLACEMENT = /^(display|margin(-[a-z-]+)?|grid-(row|column|area)(-[a-z]+)?|order|(align|justify|place)-self)$/;

/**
 * Selectors that style a shared component's element from an ancestor outside it (`.home-search .domain-search`):
 * a second design by context. A rule that only places one (PLACEMENT) is not a design.
 */
export function outsideRestyles(css: string): string[] {
  const namespaces = Object.values(KINDS).map((k) => k.namespace);
  const found: string[] = [];
  for (const { selector, body } of rules(css)) {
    const props = body
      .split(';')
      .map((d) => d.split(':')[0].trim())
      .filter(Boolean);
    if (props.every((p) => PLACEMENT.test(p))) continue;
    for (const sel of splitTop(selector, /,/)) {
      const compounds = splitTop(sel, /[\s>+~]/);
      const classOf = (c: string) => [...c.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      const first = compounds.findIndex((c) => classOf(c).some((k) => namespaces.some((ns) => ns.test(k))));
      if (first <= 0) continue;
      const outside = compounds.slice(0, first).filter((c) => !/^(html|:root)\b/.test(c) && classOf(c).length > 0);
      if (outside.length > 0) found.push(sel);
    }
  }
  return found;
}

/**
 * The words of every call to action of a page: buttons, links drawn as buttons and the action links of cards
 * (`__cta`, `__link`), outside the header's menus and the footer's link lists, which name pages.
 */
export function ctaLabels(doc: Node): string[] {
  const out: string[] = [];
  for (const [n, ancestors] of walk(doc)) {
    if (ancestors.some((a) => ['nav', 'footer'].includes(a.nodeName))) continue;
    const cls = classes(n);
    const cta =
      (n.nodeName === 'button' && !attr(n, 'role') && !cls.some((c) => /^(tabs__tab|nav-item__button)$/.test(c))) ||
      (n.nodeName === 'a' && cls.some((c) => c === 'button' || /__(cta|link)$/.test(c)));
    if (!cta) continue;
    const label = text(n).replace(/\s+/g, ' ').trim();
    if (label) out.push(label);
  }
  return out;
}

/** The words of a label written in Title Case: capitalised inside a sentence and not part of a proper name. */
export function titleCaseWords(label: string, properNames: readonly string[]): string[] {
  let rest = label;
  for (const name of properNames) rest = rest.split(name).join(' ~ ');
  return rest.split(/[:.!?]\s+/).flatMap((sentence) =>
    sentence
      .split(/\s+/)
      .filter(Boolean)
      .slice(1)
      .filter((w) => /^[A-Z][a-z]/.test(w)),
  );
}
