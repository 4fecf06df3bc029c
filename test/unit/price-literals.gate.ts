import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { embeddedPrices } from '../../content/prices.ts';
import { pages } from '../../content/pages.ts';
import { banners } from '../../content/chrome/banners.ts';
import { buildMySiteText } from '../../content/pages/buildmysite.ts';
import { fillPageMeta, fillPrices, PRICE_PLACEHOLDER_RE, priceRatePlans } from '../../shared/price-text.ts';
import { codeWithoutComments, filesUnder, sourceText } from '../helpers/source-tree.ts';

// Decision 162: a price of ours is never written in client/ or content/; copy names the rate plan
// ({price:<ratePlanId>}) and the page fills it from the catalogue. Only the price data may hold figures.
/** Where the figures live. */
const PRICE_DATA = ['content/prices.ts', 'content/domains.ts'];

/** Text with a `$` and a digit that is not a price of ours. Each entry: a path (a prefix ending in / for a folder), the text it allows (all of the file when absent), and why. */
const ALLOWED: ReadonlyArray<{ path: string; text?: string; reason: string }> = [
  { path: 'content/theme-demos/', reason: 'the sample businesses of the theme demos show their own menus and prices' },
  { path: 'content/visuals.ts', reason: 'alt texts describe the prices drawn inside the product visuals' },
  {
    path: 'client/components/visuals/',
    reason: 'the product visuals are drawings of a shop, a dashboard, a search: their figures are pictures',
  },
  {
    path: 'content/pages/home.ts',
    text: '$80 billion',
    reason: 'the trust claim "$80 billion sold" is sales volume, not a price',
  },
  {
    path: 'content/pages/affiliate.ts',
    text: '$80 billion',
    reason: 'the same trust claim on the affiliate page',
  },
];

const DOLLAR_DIGIT = /\$\d/;

const files = (dir: string) => filesUnder(dir, /\.(ts|tsx|svg|css)$/);

/** The code without its comments (comments may name prices, the spec's among them): TypeScript's printer drops them. */
function withoutComments(file: string, source: string): string {
  if (file.endsWith('.svg')) return source.replace(/<!--[\s\S]*?-->/g, '');
  if (file.endsWith('.css')) return source.replace(/\/\*[\s\S]*?\*\//g, '');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  return ts.createPrinter({ removeComments: true }).printFile(sourceFile);
}

/** Each line that shows `$` and a digit, less what the allow-list names for this file. */
export function priceLiterals(file: string, source: string): string[] {
  return priceLines(file, () => withoutComments(file, source));
}

/** priceLiterals of a file whose code without comments `code` gives (only asked for when the file is checked). */
function priceLines(file: string, code: () => string): string[] {
  if (PRICE_DATA.includes(file)) return [];
  const allowed = ALLOWED.filter((a) => (a.path.endsWith('/') ? file.startsWith(a.path) : file === a.path));
  if (allowed.some((a) => a.text === undefined)) return [];
  return code()
    .split('\n')
    .map((line) => allowed.reduce((l, a) => l.split(a.text as string).join(''), line))
    .filter((line) => DOLLAR_DIGIT.test(line))
    .map((line) => `${file}: ${line.trim().slice(0, 160)}`);
}

describe('prices come only from the catalogue', () => {
  test('no `$` followed by a digit in client/ or content/ outside the price data and the allow-list', () => {
    const found = [...files('client'), ...files('content')].flatMap((f) =>
      priceLines(f, () => (/\.tsx?$/.test(f) ? codeWithoutComments(f) : withoutComments(f, sourceText(f)))),
    );
    expect(found).toEqual([]);
    // Every source file is parsed by TypeScript: on a busy machine that takes longer than the default 5 s.
  }, 60_000);

  test('the check finds a price in copy and in JSX, and ignores one in a comment', () => {
    expect(priceLiterals('content/pages.ts', "// from $6.66/mo\nconst a = 'from $6.66/mo';")).toHaveLength(1);
    expect(priceLiterals('client/pages/x.tsx', '/* $1 */ export const X = () => <p>Only $1.19</p>;')).toHaveLength(1);
    expect(priceLiterals('content/pages/home.ts', "const a = ['$80 billion+', 'from $3.99'];")).toHaveLength(1);
  });

  test('every price placeholder of content/ names a rate plan of the catalogue', () => {
    const texts = [
      ...Object.values(pages).flatMap((m) => [m.name, m.title, m.description, m.h1, m.intro]),
      ...banners.flatMap((b) => [b.text, b.disclaimer.text ?? '']),
      ...Object.values(buildMySiteText as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
    ];
    const named = texts.flatMap(priceRatePlans);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(Object.keys(embeddedPrices), id).toContain(id);
    for (const t of texts) expect(fillPrices(t, embeddedPrices)).not.toMatch(PRICE_PLACEHOLDER_RE);
  });

  test('the filled copy quotes the spec figures with the embedded catalogue, and follows a price change', () => {
    const meta = (id: string) => fillPageMeta(pages[id], embeddedPrices);
    expect(meta('wordpress').description).toContain('from $0.99/mo for the first 12 months');
    expect(meta('websites').intro).toContain('from $6.66/mo');
    expect(meta('mail').intro).toBe('Professional email from $1.19 per month.');
    expect(meta('buildmysite').description).toContain('plans from $299.');
    expect(fillPrices(buildMySiteText.plansLead, embeddedPrices)).toMatch(/^Plans from \$299, paid once\./);
    const hosting = banners.find((b) => b.bannerId === 'hosting-099');
    expect(fillPrices(hosting?.text ?? '', embeddedPrices)).toBe(
      'Web Hosting for $0.99/month with a free domain and SSL',
    );
    expect(fillPrices(hosting?.disclaimer.text ?? '', embeddedPrices)).toContain('(regularly $17.99/month)');

    const raised = structuredClone(embeddedPrices);
    raised.bmonea_t12m.termDisplayPrice.unitPricePerMonth = 1.49;
    expect(fillPageMeta(pages.mail, raised).intro).toBe('Professional email from $1.49 per month.');
  });
});
