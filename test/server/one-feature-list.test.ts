// One feature list per product page (decision 330): the comparison under the price cards holds what differs between
// the plans, the page's own list says once what every plan includes, and no feature is named twice. Read from each
// page's server HTML, as first delivered.
import { parse } from 'parse5';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, pageHtml, queueingGate } from '../helpers/test-app.ts';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}

const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const hasClass = (n: Node, c: string) => (attr(n, 'class') ?? '').split(/\s+/).includes(c);
function text(n: Node): string {
  if (n.nodeName === '#text') return n.value ?? '';
  return (n.childNodes ?? []).map(text).join('');
}
function* walk(n: Node, inPricing = false): Generator<[Node, boolean]> {
  const pricing = inPricing || (n.nodeName === 'section' && hasClass(n, 'pricing'));
  yield [n, pricing];
  for (const c of n.childNodes ?? []) yield* walk(c, pricing);
}
const kids = (n: Node, name: string) => (n.childNodes ?? []).filter((c) => c.nodeName === name);

/** A product page's comparison rows and its feature lists (the section kit's feature grids and check lists). */
function read(html: string) {
  const rows: string[] = [];
  const lists: string[][] = [];
  for (const [n, inPricing] of walk(parse(html) as unknown as Node)) {
    if (inPricing && n.nodeName === 'th' && attr(n, 'scope') === 'row') rows.push(text(n).trim());
    if (inPricing || n.nodeName !== 'ul') continue;
    if (hasClass(n, 'sk-features'))
      lists.push(
        kids(n, 'li')
          .map((li) => [...walk(li)].find(([e]) => e.nodeName === 'h3')![0])
          .map((h) => text(h)),
      );
    if (hasClass(n, 'sk-checks')) lists.push(kids(n, 'li').map((li) => text(li).trim()));
  }
  return { rows, lists };
}

// Two names are one feature when the words of one are all words of the other ("Free SSL certificate", "Free email
// accounts" and "Free email accounts on your domain", "Directories" and "70+ directories"), whatever their order.
const FILLER = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'of', 'on', 'your', 'with', 'in', 'to', 'every', 'all']);
const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !FILLER.has(w)),
  );
const within = (a: Set<string>, b: Set<string>) => a.size > 0 && [...a].every((w) => b.has(w));
const sameFeature = (a: string, b: string) => within(words(a), words(b)) || within(words(b), words(a));

/** The product pages, and how many feature lists each keeps: one, or the sections its spec 2.5 entry names. */
const PAGES: Array<[path: string, lists: number]> = [
  ['/hosting', 2], // "a list of what all plans include" and "a security section"
  ['/wordpress', 1],
  ['/woocommerce', 1],
  ['/websites', 1],
  ['/stores', 1],
  ['/mail', 2], // "aliases" and "features"
  ['/local', 1],
  ['/webdesign', 1],
];

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp({ deps: { renderGate: queueingGate() } }));
});

describe('a product page names each feature once (decision 330)', () => {
  test.each(PAGES)('%s', async (path, listCount) => {
    const { rows, lists } = read(await pageHtml(app, path));
    expect(rows.length, `${path}: a comparison under the price cards`).toBeGreaterThan(0);
    expect(lists.length, `${path}: feature lists`).toBe(listCount);
    const repeats: string[] = [];
    for (const row of rows)
      for (const item of lists.flat()) if (sameFeature(row, item)) repeats.push(`"${item}" repeats the row "${row}"`);
    lists.forEach((list, i) =>
      lists.slice(i + 1).forEach((other) => {
        for (const a of list) for (const b of other) if (sameFeature(a, b)) repeats.push(`"${a}" and "${b}"`);
      }),
    );
    expect(repeats, path).toEqual([]);
  });
});
