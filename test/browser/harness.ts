import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium.ts';
import { createTestApp, type TestAppOptions } from '../helpers/test-app.ts';
import { recordLayoutShifts } from './layout-shift.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/** The real app on a loopback port. */
export async function startServer(opts: TestAppOptions = {}) {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...opts, env: { PUBLIC_URL: base, ...opts.env } });
  server.on('request', t.app);
  // As in production: accepted leads and mails are delivered in the background.
  t.services.worker.start();
  return {
    ...t,
    base,
    close: async () => {
      await new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      });
      await t.services.close();
    },
  };
}

/**
 * The browser project's one Chromium (global-setup.ts), connected to; a browser of its own where no shared one
 * runs. Closing it disconnects and closes the contexts it opened, and leaves the shared browser to the next file.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

/**
 * The app and Chromium for one test file: started before its first test, closed after its last. `withPage`
 * opens a path of that app in a context of its own (withOpenPage).
 */
export function useSite(options: TestAppOptions = {}) {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser(): Browser {
      return browser!;
    },
    get server() {
      return server!;
    },
    withPage: (
      path: string,
      viewport: { width: number; height: number },
      fn: (page: Page, errors: string[]) => Promise<void>,
      opts: OpenOptions = {},
    ) => withOpenPage(browser!, server!.base + path, viewport, fn, opts),
  };
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors: any entry fails a test. */
  errors: string[];
}

export interface OpenOptions {
  reducedMotion?: 'reduce' | 'no-preference';
  waitHydrated?: boolean;
  /** Record layout shifts from the first frame (layout-shift.ts). */
  recordShifts?: boolean;
  /** Cookies the browser already holds for the site when it asks for the page. */
  cookies?: Record<string, string>;
}

/** Opens a path and waits until React has hydrated it. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = DESKTOP,
  opts: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, reducedMotion: opts.reducedMotion ?? 'no-preference' });
  if (opts.recordShifts) await recordLayoutShifts(context);
  if (opts.cookies)
    await context.addCookies(
      Object.entries(opts.cookies).map(([name, value]) => ({ name, value, url: new URL(url).origin + '/' })),
    );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // The 404 page's own status is reported as a console error; it is the expected answer, not a fault.
    if (m.type() !== 'error') return;
    if (m.text().startsWith('Failed to load resource') && m.location().url === url) return;
    errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  if (opts.waitHydrated !== false) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  return { page, errors };
}

/** Opens a page in a context of its own, runs `fn`, fails on any console error, and closes the context. */
export async function withOpenPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  fn: (page: Page, errors: string[]) => Promise<void>,
  opts: OpenOptions = {},
): Promise<void> {
  const { page, errors } = await openPage(browser, url, viewport, opts);
  try {
    await fn(page, errors);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (injected with evaluate, which the CSP does not block). */
export async function axe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

export function describeViolations(v: AxeViolation[]): string {
  return v
    .map(
      (x) =>
        `${x.id} (${x.impact}): ${x.help} at ${x.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
    .join('\n');
}

export interface HtmlcsError {
  code: string;
  msg: string;
  /** The element, as a short opening tag. */
  at: string;
}

/** HTML_CodeSniffer's build (the pa11y engine), read on first use. HTMLCS_JS may point at a copy elsewhere. */
let htmlcsSource: string | undefined;

/**
 * Runs HTML_CodeSniffer's WCAG2AA sniffs in the page (injected with evaluate, as axe is) and returns its errors:
 * notices and warnings ask a person to check something, only errors are failures.
 */
export async function htmlcs(page: Page): Promise<HtmlcsError[]> {
  htmlcsSource ??= readFileSync(process.env.HTMLCS_JS ?? require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  await page.evaluate(htmlcsSource);
  // HTML_CodeSniffer 2.5.1 asks for its 1.3.5 (H98) messages as "InvalidAutoComplete_*" but ships them as
  // "InvalidAutocomplete_*", so a page where that sniff fires throws instead of reporting: the names are aliased.
  await page.evaluate(() => {
    const en = (window as unknown as { translation: Record<string, Record<string, string>> }).translation.en;
    for (const key of Object.keys(en))
      if (key.includes('InvalidAutocomplete_')) en[key.replace('Autocomplete', 'AutoComplete')] = en[key];
  });
  return page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        const w = window as unknown as {
          HTMLCS: {
            process: (standard: string, content: Document, done: () => void, fail: () => void, lang: string) => void;
            getMessages: () => { type: number; code: string; msg: string; element: Element }[];
          };
        };
        w.HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              w.HTMLCS.getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({
                  code: m.code,
                  msg: m.msg,
                  at: (m.element.outerHTML ?? String(m.element)).replace(/>[\s\S]*$/, '>').slice(0, 200),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed')),
          'en',
        );
      }),
  );
}
