import type { Page } from 'playwright-core';

// Phone numbers as written on the site, and the check that each one shown is kept on one line (run by the page
// sweep on its phone load of every page of the route table).

export const PHONE_RE = /\b1-\d{3}-\d{3}-\d{4}\b/;

/**
 * The phone numbers shown on the page (a number in text that has no box at this width is not counted), and those
 * of them that wrap now or could wrap at another width (a hyphen is a break opportunity), each named by its
 * element's class.
 */
export function phoneNumbersOnOneLine(page: Page): Promise<{ count: number; loose: string[] }> {
  return page.evaluate((source) => {
    const re = new RegExp(source, 'g');
    const out = { count: 0, loose: [] as string[] };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      for (const m of n.data.matchAll(re)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (!rects.length) continue; // not shown at this width
        out.count++;
        // On one line now, and at any width: the text may not wrap where it is (a hyphen is a break opportunity).
        const lines = new Set(rects.map((r) => Math.round(r.bottom)));
        const wraps = !['nowrap', 'pre'].includes(getComputedStyle(n.parentElement!).whiteSpace);
        if (lines.size > 1 || wraps) out.loose.push(`${m[0]} in <${n.parentElement?.className}>`);
      }
    }
    return out;
  }, PHONE_RE.source);
}
