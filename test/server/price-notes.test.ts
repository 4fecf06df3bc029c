import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildPriceNotes } from '../../content/build-price-notes.ts';
import { homeTexts } from '../../content/pages/home.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { fillPrices } from '../../shared/price-text.ts';
import { decodeEntities } from '../helpers/html.ts';

const decode = decodeEntities;
/** The page body without the serialized data block: what the visitor reads. */
const body = (html: string) =>
  decode(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, ''));

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
// Loading every page module takes seconds on a loaded machine.
beforeAll(async () => {
  ({ app } = await createTestApp());
}, 60_000);
const page = async (path: string) => body((await request(app).get(path)).text);

// Decisions 091-093: where two figures or terms for one thing share a screen, the page says why beside them.
describe('prices that would contradict each other are explained next to them', () => {
  test('/: the chips under the search say what the asterisk means', async () => {
    const html = await page('/');
    const chips = html.indexOf('home-chips__list');
    expect(html.slice(chips, chips + 2000)).toContain('.COM</span> <span class="home-chips__price">$0.99*');
    expect(html.indexOf(homeTexts.chipsNote)).toBeGreaterThan(chips);
  });

  test('/buildmysite and /webdesign: one-time build prices say what is paid once and what renews', async () => {
    expect(await page('/buildmysite')).toContain(fillPrices(buildPriceNotes.buildMySite, embeddedPrices));
    expect(await page('/webdesign')).toContain(fillPrices(buildPriceNotes.webDesign, embeddedPrices));
  });
});
