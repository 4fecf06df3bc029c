// Every JSON-LD block of every indexable page of the route table meets the rules Google documents for its type
// (test/helpers/structured-data.ts), and no rating or review appears that the configured reviews source did not give
// (decision 240): none without a source, exactly its figures and reviews with one.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { SAMPLE_REVIEWS, startFakeReviews } from '../fakes/reviews.ts';
import { checkJsonLd, jsonLdBlocks } from '../helpers/structured-data.ts';
import { createTestApp } from '../helpers/test-app.ts';

const ORIGIN = 'https://www.example.test';
const paths = routes.filter((r) => r.indexable).map((r) => r.path);

type Json = Record<string, unknown>;
type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** Every object of a JSON value, nested ones included. */
function nodes(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (typeof value !== 'object' || value === null) return [];
  return [value as Json, ...Object.values(value).flatMap(nodes)];
}

async function pagesOf(app: App): Promise<Map<string, unknown[]>> {
  const pages = new Map<string, unknown[]>();
  for (const path of paths) {
    const res = await request(app).get(path);
    expect(res.status, path).toBe(200);
    pages.set(path, jsonLdBlocks(res.text));
  }
  return pages;
}

function problems(pages: Map<string, unknown[]>): string[] {
  return [...pages].flatMap(([path, blocks]) => blocks.flatMap((b, i) => checkJsonLd(b, `${path} block ${i}`)));
}

const typesIn = (pages: Map<string, unknown[]>, path: string) =>
  new Set(nodes(pages.get(path)).flatMap((n) => ([] as unknown[]).concat(n['@type'] ?? [])));

test('the route table has indexable pages to read', () => {
  expect(paths.length).toBeGreaterThan(20);
});

describe('without a reviews source', () => {
  let pages: Map<string, unknown[]>;
  beforeAll(async () => {
    const { app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
    pages = await pagesOf(app);
  }, 120_000);

  test('every block of every indexable page meets the documented rules', () => {
    expect(problems(pages)).toEqual([]);
    // The checks read the data the pages are known to carry.
    expect(typesIn(pages, '/')).toContain('Organization');
    expect(typesIn(pages, '/hosting')).toContain('Product');
    expect(typesIn(pages, '/hosting')).toContain('BreadcrumbList');
  });

  test('no rating or review is invented', () => {
    const invented = [...pages].flatMap(([path, blocks]) =>
      nodes(blocks)
        .filter((n) => n.aggregateRating !== undefined || n.review !== undefined || n['@type'] === 'Review')
        .map(() => path),
    );
    expect(invented).toEqual([]);
  });
});

describe('with a reviews source', () => {
  let pages: Map<string, unknown[]>;
  let close = async () => {};
  beforeAll(async () => {
    const fake = await startFakeReviews();
    close = fake.close;
    const { app } = await createTestApp({
      env: { PUBLIC_URL: ORIGIN, REVIEWS_URL: fake.url, UPSTREAM_TIMEOUT_MS: '5000' },
    });
    pages = await pagesOf(app);
  }, 120_000);
  afterAll(() => close());

  test('every block of every indexable page meets the documented rules', () => {
    expect(problems(pages)).toEqual([]);
  });

  test("each rating and review is the source's own", () => {
    const ratings = [...pages.values()].flatMap((blocks) =>
      nodes(blocks).flatMap((n) => (n.aggregateRating ? [n.aggregateRating as Json] : [])),
    );
    expect(ratings.length).toBeGreaterThan(0);
    for (const r of ratings) {
      expect(r.ratingValue).toBe(SAMPLE_REVIEWS.score);
      expect(r.reviewCount).toBe(SAMPLE_REVIEWS.count);
    }
    const known = new Set(SAMPLE_REVIEWS.reviews.map((r) => `${r.author}|${r.date}|${r.rating}|${r.text}`));
    const reviews = [...pages.values()].flatMap((blocks) => nodes(blocks).filter((n) => n['@type'] === 'Review'));
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) {
      const key = `${(r.author as Json).name as string}|${r.datePublished as string}|${(r.reviewRating as Json).ratingValue as number}|${r.reviewBody as string}`;
      expect(known, key).toContain(key);
    }
  });
});
