// The reviews block (CONTRACT.md "The reviews source"): with a well-formed source the home hero shows its score and
// count and product pages its recent reviews, with schema.org AggregateRating; unset, failing or malformed, no trace.
import request from 'supertest';
import { afterEach, describe, expect, test } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createReviewsSource } from '../../server/upstreams/reviews.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';
import { SAMPLE_REVIEWS, startFakeReviews, type ReviewsMode } from '../fakes/reviews.ts';

type Fake = Awaited<ReturnType<typeof startFakeReviews>>;
let fake: Fake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The page without the serialized data block: what the HTML shows. */
const shown = (html: string) => decodeEntities(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''));
const jsonLdBlocks = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const v = JSON.parse(m[1]) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(v) ? v : [v];
  });
const ratingOf = (html: string) =>
  jsonLdBlocks(html).find((b) => b.aggregateRating !== undefined) as
    | {
        '@type': string;
        name: string;
        aggregateRating: Record<string, unknown>;
        review?: Array<{ author: { name: string } } & Record<string, unknown>>;
      }
    | undefined;

async function appWith(mode: ReviewsMode | 'unset', extraEnv: Record<string, string> = {}) {
  if (mode !== 'unset') {
    fake = await startFakeReviews();
    fake.mode = mode;
  }
  // A loaded machine can take a second to answer on loopback: only the hanging source needs a short budget.
  const env: Record<string, string> = { UPSTREAM_TIMEOUT_MS: mode === 'hang' ? '300' : '5000', ...extraEnv };
  if (fake) env.REVIEWS_URL = fake.url;
  return createTestApp({ env });
}

describe('with a well-formed reviews source', () => {
  test('the home hero shows the score and count, linked to the source, with valid AggregateRating JSON-LD', async () => {
    const { app } = await appWith('ok');
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    const html = shown(res.text);
    const hero = html.slice(html.indexOf('<h1'), html.indexOf('id="deals"'));
    expect(hero).toContain('4.6 out of 5');
    expect(hero).toContain('from 3,127 reviews on Review Harbor');
    expect(hero).toMatch(/<a href="https:\/\/reviews\.example\/siteharbor"[^>]*>from 3,127 reviews/);
    const ld = ratingOf(res.text);
    expect(ld).toBeDefined();
    expect(ld!['@type']).toBe('Organization');
    expect(ld!.name).toBe('Siteharbor');
    expect(ld!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 3127,
      bestRating: 5,
      worstRating: 1,
    });
  });

  test('product pages show the recent reviews, newest first, skipping one without text', async () => {
    const { app } = await appWith('ok');
    for (const path of ['/hosting', '/wordpress', '/mail', '/stores']) {
      const res = await request(app).get(path);
      const html = shown(res.text);
      expect(html, path).toContain('What customers say');
      const ravi = html.indexOf('Support answered at 2am.');
      const dana = html.indexOf('The move took a morning.');
      const lee = html.indexOf('Fine for a small site.');
      expect(ravi, path).toBeGreaterThan(0);
      expect(dana).toBeGreaterThan(ravi);
      expect(lee).toBeGreaterThan(dana);
      // Three are shown: the fourth (oldest) with text is left out, the empty one never appears.
      expect(html).not.toContain('The oldest of the lot.');
      expect(html).not.toContain('Empty E.');
      expect(html).toContain('Ravi K., <time dateTime="2026-10-30">October 30, 2026</time>');
      expect(html).toContain('Rated 5 out of 5');
      const ld = ratingOf(res.text)!;
      expect(ld.aggregateRating.ratingValue).toBe(4.6);
      // The lowest value of the whole is the lowest value of each review it sums up.
      expect(ld.aggregateRating.worstRating).toBe(1);
      for (const r of ld.review!) expect(r.reviewRating).toMatchObject({ worstRating: 1 });
      expect(ld.review!.map((r) => r.author.name)).toEqual(['Ravi K.', 'Dana P.', 'Lee M.']);
      expect(ld.review![0]).toMatchObject({
        '@type': 'Review',
        datePublished: '2026-10-30',
        reviewBody: 'Support answered at 2am.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      });
    }
  });

  test('the source is fetched once and cached, not once per request', async () => {
    const { app } = await appWith('ok');
    for (const path of ['/', '/hosting', '/mail', '/stores', '/', '/hosting']) await request(app).get(path);
    expect(fake!.requests).toBe(1);
  });
});

describe('no trace of reviews and no error when the source is', () => {
  test.each<ReviewsMode | 'unset'>(['unset', 'fail', 'hang', 'wrong-shape', 'score-out-of-range', 'not-json'])(
    '%s',
    async (mode) => {
      const { app, logs } = await appWith(mode);
      for (const path of ['/', '/hosting', '/wordpress']) {
        const res = await request(app).get(path);
        expect(res.status, path).toBe(200);
        expect(res.text).not.toContain('aggregateRating');
        expect(res.text).not.toMatch(/out of 5|What customers say|Review Harbor|reviews\.example/);
        expect(res.text).not.toContain('"reviews":{');
      }
      if (mode !== 'unset') expect(logs.text()).toContain('reviews failed');
      expect(logs.text()).not.toContain('/srv/reviews.js');
    },
  );
});

describe('reviews client', () => {
  const quiet = createLogger('silent');
  test('a source that recovers shows its reviews, and a changed answer changes the version', async () => {
    fake = await startFakeReviews();
    fake.mode = 'fail';
    let clock = 0;
    const source = createReviewsSource({
      config: { REVIEWS_URL: fake.url, UPSTREAM_TIMEOUT_MS: 5000 },
      logger: quiet,
      now: () => clock,
      ttlMs: 1000,
      failureTtlMs: 100,
    });
    expect(await source.summary()).toBeNull();
    const v0 = source.version;
    fake.mode = 'ok';
    clock = 50;
    await source.summary();
    expect(fake.requests).toBe(1); // still inside the failure wait
    clock = 200;
    await source.summary(); // stale: the refresh runs behind this answer
    await source.refresh();
    const s = await source.summary();
    expect(s?.score).toBe(SAMPLE_REVIEWS.score);
    expect(s?.reviews).toHaveLength(3);
    expect(source.version).toBeGreaterThan(v0);
  });

  test('a good answer stands in for a short failure, then goes', async () => {
    fake = await startFakeReviews();
    let clock = 0;
    const source = createReviewsSource({
      config: { REVIEWS_URL: fake.url, UPSTREAM_TIMEOUT_MS: 5000 },
      logger: quiet,
      now: () => clock,
      ttlMs: 1000,
      failureTtlMs: 100,
      maxStaleMs: 5000,
    });
    expect((await source.summary())?.count).toBe(SAMPLE_REVIEWS.count);
    fake.mode = 'fail';
    clock = 2000;
    await source.refresh();
    expect((await source.summary())?.count).toBe(SAMPLE_REVIEWS.count);
    clock = 6000;
    await source.refresh();
    expect(await source.summary()).toBeNull();
  });
});
