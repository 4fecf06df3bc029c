import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, pageHtml } from '../helpers/test-app.ts';

// /enterprisesolutions shows pictures of its own: its listings and ecommerce bands no longer borrow the small-business
// listings report or the single online store of /local and /stores.

const visuals = (html: string) => [...html.matchAll(/<img\b[^>]*data-visual="([^"]+)"/g)].map((m) => m[1]);

describe('/enterprisesolutions pictures', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  }, 60_000);

  test('the hero and the two lower bands each show an enterprise picture, not the pictures of /local and /stores', async () => {
    const html = await pageHtml(app, '/enterprisesolutions');
    expect(visuals(html)).toEqual(['enterprise', 'enterprise-listings', 'enterprise-commerce']);
  });
});
