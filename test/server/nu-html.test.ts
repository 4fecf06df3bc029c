// The Nu HTML Checker (vnu.jar, the W3C validator's engine) over the HTML of every route as the server sends it:
// each route of the table and of the sitemap, plus states a visitor reaches (a thank-you page, a 404, forms sent
// back with their messages). One JVM call checks every file. Errors fail the test; warnings and info messages do
// not (they are advice, listed in docs/decisions/277-nu-html-checker.md), and no error is ever filtered.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT } from '../../scripts/build-config.ts';
import { routes } from '../../shared/routes.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { concreteRoutePath } from '../helpers/html.ts';

const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** A weekday more than a week ahead, as the plain lead form takes it (MM/DD/YYYY). */
function dayAhead(): string {
  const d = new Date(Date.now() + 8 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** Plain form posts refused with their messages: each form's page as it comes back to a visitor. */
const REFUSED_POSTS: { path: string; fields: Record<string, string> }[] = [
  {
    path: '/local/consultation1',
    fields: { name: 'Visitor 42', email: 'not-an-email@', countryCode: 'US', phone: '12', date: '02/31/2027' },
  },
  {
    path: '/buildmysite',
    fields: { name: '', email: 'x@', countryCode: 'US', phone: '1', date: dayAhead(), time: '9:01 - 12:00' },
  },
  {
    path: '/enterprisesolutions/contact',
    fields: { name: 'Ada 42', email: 'ada@', countryCode: 'US', phone: '12', websiteURL: 'not a url', industry: '' },
  },
];

/** States of pages beyond their plain address. */
const STATES = [
  '/buildmysite?sent=1',
  '/local/search-listings?q=harbor',
  '/enterprisesolutions/contact?sent=1',
  '/websites?msgCode=2',
  '/no-such-page',
  '/hosting/no-such-page',
];

/** A page with one error, the one a control left behind by its form makes. */
const CANARY =
  '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><select form="gone"><option>a</option></select></body></html>';

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let dir: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  dir = mkdtempSync(path.join(os.tmpdir(), 'nu-html-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('every route, the sitemap and the pages of refused forms have no Nu HTML Checker error', async () => {
  const sitemap = (await request(app).get('/sitemap.xml')).text;
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1]);
    return u.pathname + u.search;
  });
  expect(fromSitemap.length).toBeGreaterThan(20);
  const paths = [...new Set([...routes.map((r) => concreteRoutePath(r.path)), ...fromSitemap, ...STATES])];

  // The file of each page, named so a message points back at its address.
  const files = new Map<string, string>();
  const save = (label: string, html: string) => {
    const file = path.join(dir, `${files.size}.html`);
    writeFileSync(file, html);
    files.set(file, label);
  };
  for (const p of paths) {
    const res = await request(app).get(p);
    expect(res.type, p).toBe('text/html');
    save(`GET ${p}`, res.text);
  }
  for (const [i, post] of REFUSED_POSTS.entries()) {
    const res = await request(app)
      .post(post.path)
      .set('X-Forwarded-For', `203.0.113.${90 + i}`)
      .type('form')
      .send(new URLSearchParams(post.fields).toString());
    expect(res.status, `POST ${post.path}`).toBe(400);
    save(`POST ${post.path} (refused)`, res.text);
  }

  // A business chosen without JavaScript, posted to the next step (its page answers the post).
  const chosen = await request(app)
    .post('/local/scan-results')
    .type('form')
    .send(new URLSearchParams({ business: 'Harbor Cafe', address: '120 Bay Street', city: 'Portland' }).toString());
  expect(chosen.status).toBe(200);
  save('POST /local/scan-results (a chosen business)', chosen.text);

  // The checker skips a file it cannot read without a word: one known error proves it read what it was given.
  save('canary', CANARY);

  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU, '--format', 'json', '--exit-zero-always', ...files.keys()],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  const where = (m: VnuMessage) => files.get(new URL(m.url).pathname) ?? m.url;
  const canary = messages.filter((m) => where(m) === 'canary');
  expect(canary.map((m) => m.message)).toEqual(['The “form” attribute must refer to a form element.']);
  const errors = messages
    .filter((m) => m.type !== 'info' && where(m) !== 'canary')
    .map((m) => `${where(m)}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`);
  expect(errors, `${errors.length} errors`).toEqual([]);
}, 180_000);
