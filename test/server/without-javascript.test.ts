// The HTML works on its own (architecture principle 13): every action a page offers is in the server's HTML as
// something that works before, or without, the script. Server HTML, as first delivered.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';

/** The page without the serialized data block, comments React adds between texts removed. */
const shown = (html: string) =>
  decodeEntities(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, ''));

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
}, 60_000);
const page = async (path: string) => shown((await request(app).get(path)).text);

describe('/webdesign: "Request a consultation" leads to the form without the script', () => {
  test('every "Request a consultation" is a link to /webdesign/consultation, none a script-only button', async () => {
    const html = await page('/webdesign');
    const links = [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>Request a consultation<\/a>/g)].map((m) => m[1]);
    // The hero, the process section, the two plan cards, their sticky bars and the customer-care card.
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const href of links) expect(href).toBe('/webdesign/consultation');
    expect(html).not.toMatch(/<button[^>]*>Request a consultation<\/button>/);
    const form = await request(app).get('/webdesign/consultation');
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<form[^>]*method="post"/);
  });
});
