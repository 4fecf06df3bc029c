// One support card on the whole site (decision 265): the call-centre card and the customer-care element by the
// clock, shown together, at most once a page, in one markup, and never saying the team is away beside a 24/7 line.
// Server HTML of every route, as first delivered.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { parse, serializeOuter } from 'parse5';
import { routePaths } from '../../scripts/route-paths.ts';
import { createTestApp } from '../helpers/test-app.ts';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}

/**
 * Every block that offers a person to talk to, by the marks each support layout the site has had carries: the
 * support card, the call-centre card, the kit's support band and a customer-care element standing on its own.
 * A block inside another counts once, as the outer one.
 */
const SUPPORT = /\b(support-card|call-card|sk-support|customer-care)\b/;
const cls = (n: Node) => n.attrs?.find((a) => a.name === 'class')?.value ?? '';
function supportBlocks(n: Node, out: Node[] = []): Node[] {
  if (SUPPORT.test(cls(n))) {
    out.push(n);
    return out;
  }
  for (const c of n.childNodes ?? []) supportBlocks(c, out);
  return out;
}
function text(n: Node): string {
  if (n.nodeName === '#text') return n.value ?? '';
  if (n.nodeName === 'script' || n.nodeName === 'template') return '';
  return (n.childNodes ?? []).map(text).join(' ');
}
/** The class signature of a block: its own classes, sorted, so two layouts of one component cannot hide. */
const signature = (n: Node) => `${n.nodeName}.${cls(n).split(/\s+/).filter(Boolean).sort().join('.')}`;

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
const pages = new Map<string, Node>();
beforeAll(async () => {
  ({ app } = await createTestApp());
  for (const { path } of routePaths()) pages.set(path, parse((await request(app).get(path)).text) as unknown as Node);
}, 180_000);

describe('one support card', () => {
  test('no page shows more than one', () => {
    const over = [...pages].filter(([, doc]) => supportBlocks(doc).length > 1).map(([path]) => path);
    expect(over).toEqual([]);
  });

  test('every page that shows one shows the same markup, with the faces, the number, both teams and the help links', () => {
    const signatures = new Set<string>();
    let shown = 0;
    for (const [path, doc] of pages) {
      for (const block of supportBlocks(doc)) {
        shown++;
        signatures.add(signature(block));
        const t = text(block).replace(/\s+/g, ' ').replace(/ :/g, ':');
        expect(t, path).toContain('Talk to a real person, 24/7/365');
        expect(t, path).toContain('Contact us 24/7:');
        expect(t, path).toMatch(/Support: 24\/7\/365/);
        expect(t, path).toMatch(/Specialists: Monday to Friday, 6am to 5pm Pacific/);
        const html = serializeOuter(block as never);
        expect(html, path).toContain('/people/support.svg');
        expect(html, path).toContain('tel:');
        expect(t, path).toContain('Help center');
        expect(t, path).toContain('Resource Center');
      }
    }
    expect(shown).toBeGreaterThanOrEqual(5);
    expect([...signatures]).toHaveLength(1);
  });
});

describe('no line of a page denies another', () => {
  // Said beside "24/7" (the card, the menu, the footer on every page), these would tell a visitor nobody answers.
  const DENIALS = [
    /away right now/i,
    /\bis closed\b/i,
    /\bare closed\b/i,
    /\bno one is available\b/i,
    /available now/i,
  ];
  test('no page says the team is away, closed or only now available', () => {
    const found: string[] = [];
    for (const [path, doc] of pages) {
      const t = text(doc);
      if (!t.includes('24/7')) continue;
      for (const d of DENIALS) if (d.test(t)) found.push(`${path}: ${d}`);
    }
    expect(found).toEqual([]);
  });

  test('help links are spelled as the spec spells them, everywhere', () => {
    const found: string[] = [];
    for (const [path, doc] of pages) {
      const t = text(doc);
      for (const wrong of [/help centre/i, /resource centre/i]) if (wrong.test(t)) found.push(`${path}: ${wrong}`);
    }
    expect(found).toEqual([]);
  });
});
