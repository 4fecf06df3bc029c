import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// /enterprisesolutions shows pictures of its own: its listings and ecommerce bands no longer borrow the small-business
// listings report or the single online store of /local and /stores.

const visuals = (html: string) => [...html.matchAll(/<img\b[^>]*data-visual="([^"]+)"/g)].map((m) => m[1]);

describe('/enterprisesolutions pictures', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  }, 60_000);

  test('the hero and the two lower bands each show an enterprise picture, not the pictures of /local and /stores', async () => {
    const html = (await request(app).get('/enterprisesolutions').expect(200)).text;
    expect(visuals(html)).toEqual(['enterprise', 'enterprise-listings', 'enterprise-commerce']);
  });
});
