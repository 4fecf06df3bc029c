import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { codeWithoutComments, filesUnder } from '../helpers/source-tree.ts';

// One price path: a page shows a price by handing content's text (`{price:<ratePlanId>}` and its kin) to
// shared/price-text.ts. A page that names a rate plan, reads the price data or does sums on it has grown a
// second path, one a price change or a promotion can leave behind.
const PAGES = 'client/pages';

/** Components show prices too (plan cards, the domain strip): they may read price data, never format a figure. */
const FORMAT_RULE = {
  re: /(?<![.\w])formatPrice\b|\.toFixed\(/,
  why: 'a price formatted by hand: figures are formatted by shared/price-text.ts',
};
const COMPONENTS = 'client/components';

/** What a page may not write, each with why. */
const RULES: ReadonlyArray<{ re: RegExp; why: string }> = [
  { re: /\b[a-z][a-z0-9]*_t\d+m\b/, why: 'a rate-plan id: plan ids belong in content/' },
  {
    re: /(?<![.\w])(perMonth|discountPercent|addOnMonthlyPrice|addOnFactor|toCents|fromCents|roundCents|termMonths|monthlyPriceText)\b/,
    why: 'a price arithmetic helper: figures come from shared/price-text.ts',
  },
  {
    re: /\b(termDisplayPrice|unitPricePerMonth|onetimeCharge)\b/,
    why: 'price data read in a page: name the figure in content and fill it with shared/price-text.ts',
  },
  { re: /\.replace\(\s*['"`]\{(price|was|fee|regular|save|n)\}/, why: 'a price placeholder filled by hand' },
  FORMAT_RULE,
];

const files = (dir: string) => filesUnder(dir, /\.tsx?$/);

/** The code without its comments, which may quote a plan or a rule. */
function code(file: string, source: string): string {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  return ts.createPrinter({ removeComments: true }).printFile(sf);
}

export function pricePathBreaks(file: string, source: string): string[] {
  return breaksIn(file, code(file, source));
}

/** pricePathBreaks of a file's code without its comments. */
function breaksIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) =>
      RULES.filter((r) => r.re.test(line)).map((r) => `${file}: ${r.why}: ${line.trim().slice(0, 120)}`),
    );
}

const f0 = 'client/pages/x/index.tsx';

describe('pages take every price from content through shared/price-text.ts', () => {
  test('no page under client/pages names a rate plan, reads price data or does price sums', () => {
    const found = files(PAGES).flatMap((f) => breaksIn(f, codeWithoutComments(f)));
    expect(found).toEqual([]);
  }, 60_000);

  test('no component formats a price itself', () => {
    const found = files(COMPONENTS).flatMap((f) =>
      codeWithoutComments(f)
        .split('\n')
        .filter((line) => FORMAT_RULE.re.test(line))
        .map((line) => `${f}: ${FORMAT_RULE.why}: ${line.trim().slice(0, 120)}`),
    );
    expect(found).toEqual([]);
  }, 60_000);

  test('the check finds each kind of break, and ignores comments', () => {
    expect(pricePathBreaks(f0, '<span>${d.price.toFixed(2)}</span>')).toHaveLength(1);
    expect(pricePathBreaks(f0, "import { formatPrice } from '../../../shared/price-rules.ts';")).toHaveLength(1);
    const f = 'client/pages/x/index.tsx';
    expect(pricePathBreaks(f, "const PLAN = 'wpstandard_t12m';")).toHaveLength(1);
    expect(pricePathBreaks(f, 'const a = perMonth(p.price, 12) - d.unitPricePerMonth;')).toHaveLength(2);
    expect(pricePathBreaks(f, "import { discountPercent } from '../../../shared/price-rules.ts';")).toHaveLength(1);
    expect(pricePathBreaks(f, "const t = s.replace('{price}', x);")).toHaveLength(1);
    expect(pricePathBreaks(f, '// yd2a_t24m: perMonth(price, 2)\nexport const X = 1;')).toEqual([]);
    expect(pricePathBreaks(f, 'const t = priceText(c.banner.text, catalogue.prices);')).toEqual([]);
    expect(pricePathBreaks(f, "const t = <p>{monthly}{bt.perMonth}{t.title.replace('{ext}', ext)}</p>;")).toEqual([]);
  });
});
