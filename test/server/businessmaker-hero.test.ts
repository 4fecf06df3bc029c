import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// /businessmaker/getonline has a hero picture of its own, not the Business Maker overview's.

/** The data-visual id of the hero's picture (the one loaded at once with high priority). */
const heroVisual = (html: string) =>
  [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => /data-visual="([^"]+)"/.exec(m[0])?.[1]);

describe('Business Maker heroes', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  }, 60_000);

  test('the overview shows the launch plan, Get online its own picture of domain, website and email', async () => {
    const overview = (await request(app).get('/businessmaker').expect(200)).text;
    const getonline = (await request(app).get('/businessmaker/getonline').expect(200)).text;
    expect(heroVisual(overview)).toEqual(['businessmaker']);
    expect(heroVisual(getonline)).toEqual(['getonline']);
    expect(getonline).toMatch(/alt="Getting a business online in three steps/);
  });
});
