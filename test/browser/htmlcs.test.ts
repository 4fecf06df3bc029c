// A second accessibility engine beside axe: HTML_CodeSniffer (the pa11y engine) with its WCAG2AA sniffs finds no
// error on every page, on a phone and on a desktop. Its warnings and notices are things for a
// person to check, not failures.
import { describe, expect, test } from 'vitest';
import { routePaths } from '../../scripts/route-paths.ts';
import { DESKTOP, htmlcs, PHONE, useSite, type HtmlcsError } from './harness.ts';

const site = useSite();

// Every route of the table (one example path for a pattern route) and the 404 page: the sitemap's pages and more.
const PAGES = routePaths().map((r) => r.path);

/** Errors HTML_CodeSniffer reports that are not failures of these pages: its code, and the elements it is wrong on. */
const FALSE_POSITIVES: { code: string; at: RegExp }[] = [
  // The comparison table heads its columns (scope="col"), its rows (scope="row") and each group of rows with a
  // header spanning the table (scope="rowgroup"), which the HTML table model maps to exactly the cells of its
  // tbody. HTML_CodeSniffer ignores scope="rowgroup" and tbody: it counts the group headers as more column headers,
  // demands headers attributes, and the ones it would accept tie every cell to every group's title.
  { code: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H43.HeadersRequired', at: /^<table class="plan-compare__table/ },
  // Each section of the enterprise form is a fieldset named by its visible heading (aria-labelledby): a named
  // group, WCAG technique ARIA17, which HTML_CodeSniffer does not know; it accepts only a <legend>.
  { code: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H71.NoLegend', at: /^<fieldset [^>]*aria-labelledby="/ },
  // <input type="url" autocomplete="url"> is what HTML asks for; the sniff's list of types that may carry a URL
  // purpose has "email" where "url" belongs.
  { code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98', at: /^<input (?=[^>]*type="url")(?=[^>]*autocomplete="url")/ },
];

const real = (errors: HtmlcsError[]) =>
  errors.filter((e) => !FALSE_POSITIVES.some((f) => f.code === e.code && f.at.test(e.at)));
const describeErrors = (errors: HtmlcsError[]) => errors.map((e) => `${e.code}: ${e.msg}\n  at ${e.at}`).join('\n');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('HTML_CodeSniffer WCAG2AA on a %s', (_name, viewport) => {
  test.each(PAGES)('%s has no errors', async (path) => {
    await site.withPage(path, viewport, async (page) => {
      const errors = real(await htmlcs(page));
      expect(errors, describeErrors(errors)).toEqual([]);
    });
  });
});
