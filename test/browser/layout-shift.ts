import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

// Layout shifts from the very first frame, in two parts (decision 172).
//
// While the document is still being parsed, a loaded machine paints what it has: the parser yields, a frame is
// drawn, and a line whose text is still arriving may widen before the next one. Those shifts follow the CPU, not
// the page, so they are bounded rather than forbidden, except for the header and the hero: those are built never
// to move while the page arrives (progressive-paint.test.ts delivers a page in pieces to prove it).
// Every shift after the first frame of the whole document (hydration, fonts, pictures, scrolling) is the page's own
// doing and must be zero.

/** What parsing may move, at most, outside the header and the hero (a tenth of the Web Vitals "good" limit). */
export const PARSING_SHIFT_LIMIT = 0.01;

const RECORDER = `(() => {
  const w = window;
  w.__shifts = [];
  w.__parsedAt = Infinity;
  // The second frame after parsing ends: every shift before it involves a frame of a half-parsed document.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      requestAnimationFrame(() => requestAnimationFrame((t) => { w.__parsedAt = t; }));
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources || []).map((s) => {
        const el = s.node && (s.node.nodeType === 1 ? s.node : s.node.parentElement);
        return {
          chrome: !!(el && el.closest('.top-strip, .site-header, .sk-hero')),
          text: (el ? el.nodeName + '.' + (typeof el.className === 'string' ? el.className : '') : '(box)') +
            ' y ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y) +
            ' h ' + Math.round(s.previousRect.height) + '->' + Math.round(s.currentRect.height) +
            ' w ' + Math.round(s.previousRect.width) + '->' + Math.round(s.currentRect.width),
        };
      });
      w.__shifts.push({ value: e.value, at: e.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** Records every layout shift of the pages this context opens, from their first frame. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(RECORDER);
}

export interface LayoutShifts {
  /** Sum of the shifts that involve a frame of the half-parsed document. */
  whileParsing: number;
  /** Sum of the shifts after that. */
  afterParsing: number;
  /** Shifts while parsing that moved part of the header or the hero. */
  chromeMoved: string[];
  /** Every shift, described: a failure names its cause. */
  lines: string[];
}

export async function readLayoutShifts(page: Page): Promise<LayoutShifts> {
  type Entry = { value: number; at: number; sources: Array<{ chrome: boolean; text: string }> };
  const { shifts, parsedAt } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: Entry[]; __parsedAt: number };
    return { shifts: w.__shifts, parsedAt: w.__parsedAt };
  });
  const r: LayoutShifts = { whileParsing: 0, afterParsing: 0, chromeMoved: [], lines: [] };
  for (const s of shifts) {
    const parsing = s.at < parsedAt;
    const line = `${s.value.toFixed(4)} at ${Math.round(s.at)} ms${parsing ? ' (parsing)' : ''}: ${s.sources.map((x) => x.text).join('; ')}`;
    r.lines.push(line);
    if (parsing) {
      r.whileParsing += s.value;
      if (s.sources.some((x) => x.chrome)) r.chromeMoved.push(line);
    } else r.afterParsing += s.value;
  }
  return r;
}

/** Nothing moves once the page is parsed; while it is parsed, the header and hero stay and the rest barely moves. */
export async function expectStableLayout(page: Page): Promise<void> {
  const s = await readLayoutShifts(page);
  const why = s.lines.join('\n');
  expect(s.afterParsing, why).toBe(0);
  expect(s.chromeMoved, why).toEqual([]);
  expect(s.whileParsing, why).toBeLessThan(PARSING_SHIFT_LIMIT);
}
