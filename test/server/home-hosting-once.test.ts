// Hosting has one section on the home page (decision 332): the hot deals, which are the spec's hosting offers too
// (their links to /hosting and /wordpress), beside the six help cards that spec 2.4 and 2.5 ask for as the product
// index. No other section offers hosting again. Read from the server HTML, as first delivered.
import { parse } from 'parse5';
import { beforeAll, expect, test } from 'vitest';
import { createTestApp, pageHtml, queueingGate } from '../helpers/test-app.ts';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
function* walk(n: Node): Generator<Node> {
  yield n;
  for (const c of n.childNodes ?? []) yield* walk(c);
}

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp({ deps: { renderGate: queueingGate() } }));
});

test('home: only the hot deals and the help cards lead to /hosting', async () => {
  const doc = parse(await pageHtml(app, '/')) as unknown as Node;
  const main = [...walk(doc)].find((n) => n.nodeName === 'main')!;
  const sections = (main.childNodes ?? []).flatMap((c) =>
    [...walk(c)].filter((n) => n.nodeName === 'section').slice(0, 1),
  );
  const leading = sections
    .filter((s) => [...walk(s)].some((n) => n.nodeName === 'a' && attr(n, 'href') === '/hosting'))
    .map((s) => attr(s, 'id') ?? attr(s, 'class'));
  expect(leading).toEqual(['deals', expect.stringMatching(/help-cards/)]);
  // The hosting offers' links of spec 2.5, on the deals.
  const deals = sections.find((s) => attr(s, 'id') === 'deals')!;
  const hrefs = [...walk(deals)].filter((n) => n.nodeName === 'a').map((n) => attr(n, 'href'));
  expect(hrefs).toEqual(expect.arrayContaining(['/hosting', '/wordpress']));
});
