// A page that arrives in pieces (a slow network, or a loaded phone whose parser yields) is painted in between.
// The header and the hero are drawn where they stay (decision 172): this delivers a page in pieces, pausing at
// each place that used to move them (half a menu, half the header's actions, the hero copy without its end, the
// copy without the picture beside it), and checks that no frame moved anything.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, startServer } from './harness.ts';
import { readLayoutShifts } from './layout-shift.ts';

const PAUSE_MS = 300;

/** Where the document is cut: before each of these, in this order. */
const CUTS = [
  '<li class="nav-item', // the menu's first item: the bar with only the logo
  '<div class="site-header__actions">', // the menu without the actions
  '<a class="button button--secondary site-header__login"', // half the actions
  '<p class="sk-hero__lead">', // the hero copy with only its heading
  '<div class="sk-hero__visual">', // the copy without the picture
];

let browser: Browser;
let app: Awaited<ReturnType<typeof startServer>>;
let slow: http.Server;
let slowBase: string;

beforeAll(async () => {
  app = await startServer();
  browser = await launchBrowser();
  // In front of the app: documents in pieces, everything else as is.
  slow = http.createServer(async (req, res) => {
    const upstream = await fetch(app.base + req.url, {
      method: req.method,
      headers: { accept: String(req.headers.accept ?? '*/*'), 'accept-encoding': 'identity' },
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([k]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(k)),
    );
    res.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!String(upstream.headers.get('content-type')).startsWith('text/html')) {
      res.end(body);
      return;
    }
    const html = body.toString('utf8');
    let from = 0;
    for (const cut of CUTS) {
      const at = html.indexOf(cut, from);
      if (at < 0) continue; // a layout without that part (the phone header has the same markup)
      res.write(html.slice(from, at));
      from = at;
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    res.end(html.slice(from));
  });
  await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
  slowBase = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => slow?.close(r));
  await app?.close();
});

describe('a page painted while it arrives', () => {
  test.each([
    ['/affiliate', 'desktop', DESKTOP], // a short hero copy beside a taller picture
    ['/hosting', 'desktop', DESKTOP], // a hero copy taller than its picture
    ['/hosting', 'phone', PHONE],
  ] as const)(
    '%s at %s width: every cut is painted, and no frame moves the header or the hero',
    async (path, _w, vp) => {
      const html = await (await fetch(app.base + path)).text();
      // The cuts are real: each marker is in the document, in this order.
      let from = 0;
      for (const cut of CUTS) {
        const at = html.indexOf(cut, from);
        expect(at, cut).toBeGreaterThan(from);
        from = at;
      }

      const { page, errors } = await openPage(browser, slowBase + path, vp, { recordShifts: true });
      try {
        // The browser did draw the half-arrived document: its first paint came before the last piece.
        const { firstPaint, responseEnd } = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
          responseEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
        }));
        expect(firstPaint).toBeLessThan(responseEnd - PAUSE_MS);

        const shifts = await readLayoutShifts(page);
        expect(shifts.lines).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
