import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { filesUnder, sourceAst } from '../helpers/source-tree.ts';
import { answerLiterals, visitorWords } from '../helpers/visitor-words.ts';

// Visitor-facing words live in content/ (typed data), never in a component or a server answer: JSX text, a literal
// aria-label, title, alt or placeholder, a string a JSX expression renders ({'Buy now'}, {`Step ${n} of`}), a
// component's constant or default prop whose strings are words (a label table, a section title), and the words of
// an answer the server writes (a refusal, an error page) are words a translator or an editor cannot find. How a
// word is told from code is test/helpers/visitor-words.ts.

/**
 * Every component, layout, page, hook and store module, and the shared modules both sides run (validation, price
 * rules, plan views), whose strings reach a page or an answer just as a component's do. `shared/messages/` is
 * content: the validators' messages, there because shared/ imports nothing of ours (decision 161).
 */
const clientFiles = () =>
  [...filesUnder('client', /\.tsx?$/), ...filesUnder('shared', /\.tsx?$/)].filter(
    (f) => !f.endsWith('.d.ts') && !f.startsWith('shared/messages/'),
  );
/** The server's sources but its metrics listener, which answers on its own port to whoever runs the site. */
const serverFiles = () => filesUnder('server', /\.tsx?$/).filter((f) => f !== 'server/metrics-server.ts');

/** The findings of the client files and of the literals of the server files that reach an answer. */
export function wordsInFiles(client: readonly string[], server: readonly string[]): string[] {
  const answers = answerLiterals(server, sourceAst);
  return [
    ...client.flatMap((f) => visitorWords(f, sourceAst(f))),
    ...server.flatMap((f) => visitorWords(f, sourceAst(f), answers)),
  ];
}

/** The findings of small server sources given as text, for the tests below. */
function serverSample(files: Record<string, string>): string[] {
  const asts = new Map(
    Object.entries(files).map(([f, text]) => [f, ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true)]),
  );
  const answers = answerLiterals(Object.keys(files), (f) => asts.get(f)!);
  return Object.keys(files).flatMap((f) => visitorWords(f, asts.get(f)!, answers));
}

describe('visitor-facing words are not written in components or server answers', () => {
  test('no component, component constant or server answer in the tree holds a word', () => {
    expect(wordsInFiles(clientFiles(), serverFiles())).toEqual([]);
    // Every file is parsed by TypeScript: on a busy machine that takes longer than the default 5 s.
  }, 60_000);

  test('the shared modules are scanned, and a message or a note written in one is a finding', () => {
    expect(clientFiles()).toEqual(expect.arrayContaining(['shared/lead-schema.ts', 'shared/plan-view.ts']));
    expect(clientFiles().filter((f) => f.startsWith('shared/messages/'))).toEqual([]);
    const planted = [
      "export const RENEWAL_NOTE = 'Prices renew at the then-current rate.';",
      'export const retryAfterText = (s: number) => `Please try again in ${s} seconds.`;',
      "export const messages = { name: 'Please enter a valid name.' } as const;",
    ].join('\n');
    expect(visitorWords('shared/notes.ts', planted)).toEqual([
      'shared/notes.ts:1 "Prices renew at the then-current rate."',
      'shared/notes.ts:2 "Please try again in   seconds."',
      'shared/notes.ts:3 "Please enter a valid name."',
    ]);
  });

  test('the check finds a text node and an aria-label, and ignores an expression and punctuation', () => {
    const sample = [
      'export const A = ({ t }: { t: { label: string } }) => (',
      '  <nav aria-label="Breadcrumb">',
      '    <p>Read more</p>',
      '    <p>{t.label}</p>',
      '    <p> · / — ( ) </p>',
      '    <img alt={t.label} title={`${t.label}`} />',
      '  </nav>',
      ');',
    ].join('\n');
    expect(visitorWords('client/components/x.tsx', sample)).toEqual([
      'client/components/x.tsx:2 aria-label="Breadcrumb"',
      'client/components/x.tsx:3 "Read more"',
    ]);
    expect(visitorWords('client/x.tsx', '<input placeholder={"Your name"} />')).toHaveLength(1);
    expect(visitorWords('client/x.tsx', '<Field label="Name *" />')).toHaveLength(1);
  });

  test("the check fails on a planted {'Buy now'} and on words in a template, a condition or an attribute's expression", () => {
    const planted = [
      'export const B = ({ n, ok, t }: { n: number; ok: boolean; t: { retry: string } }) => (',
      '  <div>',
      "    <button>{'Buy now'}</button>",
      '    <p>{`Step ${n} of 3`}</p>',
      "    <p>{ok ? 'Sent' : t.retry}</p>",
      "    <p aria-label={ok ? 'Open menu' : t.retry}>{n > 1 && 'Plans'}</p>",
      "    <p>{ok ? 'As low as' : 'From'}</p>",
      '  </div>',
      ');',
    ].join('\n');
    expect(visitorWords('client/components/b.tsx', planted)).toEqual([
      'client/components/b.tsx:3 {"Buy now"}',
      'client/components/b.tsx:4 {"Step   of 3"}',
      'client/components/b.tsx:5 {"Sent"}',
      'client/components/b.tsx:6 aria-label="Open menu"',
      'client/components/b.tsx:6 {"Plans"}',
      'client/components/b.tsx:7 {"As low as"}',
      'client/components/b.tsx:7 {"From"}',
    ]);
  });

  test('the check fails on a planted component constant, default prop or message with words', () => {
    const planted = [
      'const CHOICE_LABELS: Record<string, string> = { first: "First choice", second: "Second choice" };',
      "export const SECTIONS = [{ title: 'About you', fields: ['name'] }] as const;",
      'const ROWS = [["Storage", (n: number) => `${n} GB`], ["Pages", (n: number) => `Up to ${n}`]];',
      "export function Panel({ title = 'Request a consultation' }: { title?: string }) {",
      '  const fail = (n: number) => setErr(`Too many requests. ${n}`);',
      '  return <h2>{title}</h2>;',
      '}',
    ].join('\n');
    expect(visitorWords('client/components/c.tsx', planted)).toEqual([
      'client/components/c.tsx:1 "First choice"',
      'client/components/c.tsx:1 "Second choice"',
      'client/components/c.tsx:2 "About you"',
      'client/components/c.tsx:3 "Storage"',
      'client/components/c.tsx:3 "Pages"',
      'client/components/c.tsx:3 "Up to  "',
      'client/components/c.tsx:4 "Request a consultation"',
      'client/components/c.tsx:5 "Too many requests.  "',
    ]);
  });

  test('class names, ids, keys, URLs, roles, selectors, key names and errors are code, not words', () => {
    const code = [
      'export const C = ({ open, id, t }: { open: boolean; id: string; t: Record<string, string> }) => (',
      "  <div className={open ? 'menu menu--open' : 'menu'} id={`panel-${id}`} role=\"dialog\" data-kind={'plan card'}>",
      "    <a href={'/websites/themes'} key={'main-nav'} rel=\"noopener external\">{t['buy now']}</a>",
      "    <p>{cls('is active', open)}</p>",
      "    <p>{open === ('is open' as unknown) ? t.a : t.b}</p>",
      '    <p>{` · `}</p>',
      '  </div>',
      ');',
      "const CLASS = open ? 'button button--primary' : `td-head td-head--${id}`;",
      "const FOCUSABLE = 'a[href], button:not([disabled])';",
      "document.querySelector('main h1');",
      "if (e.key === 'Escape' || ['ArrowDown', 'Enter', 'Home'].includes(e.key)) close();",
      "switch (e.key) { case 'End': break; }",
      "throw new Error('No page metadata for route ' + id);",
      "const ld = { '@type': 'Organization', url: 'https://schema.org/InStock' };",
      "import x from './Some Module.ts';",
      "type Mode = 'Light Mode' | 'Dark';",
      "const media = '(max-width: 568px)';",
    ].join('\n');
    expect(visitorWords('client/components/c.tsx', code)).toEqual([]);
  });

  test('a server answer with words is a finding, through a sending helper, a constant and a returned outcome', () => {
    const found = serverSample({
      'server/api/a.ts': [
        "import { PAGE } from '../page.ts';",
        'function sendError(res: Response, status: number, message: string) {',
        '  res.status(status).json({ error: message });',
        '}',
        'function submit(body: unknown) {',
        "  return body ? { ok: true } : { ok: false, message: 'Your request could not be saved.' };",
        '}',
        'export function route(req: Request, res: Response, next: () => void) {',
        "  if (!req.body) return sendError(res, 429, 'Too many requests.');",
        '  const outcome = submit(req.body);',
        '  if (!outcome.ok) return sendError(res, 400, outcome.message);',
        "  log.info({ id: 1 }, 'lead refused: too many');",
        "  res.set('Cache-Control', 'no-store');",
        '  res.end(PAGE);',
        '  next();',
        '}',
      ].join('\n'),
      'server/page.ts': "export const PAGE = '<!DOCTYPE html><title>We are busy</title><p>Please reload.</p>';",
    });
    expect(found).toEqual([
      'server/api/a.ts:6 "Your request could not be saved."',
      'server/api/a.ts:9 "Too many requests."',
      'server/page.ts:1 "<!DOCTYPE html><title>We are busy</title><p>Please reload.</p>"',
    ]);
  });

  test("the server's own messages (logs, errors, SQL, headers, status lines) are not answers' words", () => {
    const found = serverSample({
      'server/b.ts': [
        "const SQL = 'SELECT * FROM outbox WHERE id = ?';",
        'export function start(res: Response, socket: Socket) {',
        "  console.error('start-up failed: port in use');",
        "  db.prepare(SQL).get('Some Id');",
        "  res.setHeader('Content-Type', 'text/plain; charset=utf-8');",
        "  socket.write('HTTP/1.1 431 Request Header Fields Too Large\\r\\nConnection: close\\r\\n\\r\\n');",
        "  res.send('User-agent: *');",
        "  throw new Error('database file missing');",
        '}',
      ].join('\n'),
    });
    expect(found).toEqual([]);
  });
});
