// A page render decides its page once: the location is resolved once (by the page step, for the cache key, and
// handed to the render), and the page's metadata is filled once and read once, whatever the head, the structured
// data, the breadcrumbs and the page itself need of it.
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

const counts = vi.hoisted(() => ({ resolvePage: 0, usePageMeta: 0, fillPageMeta: 0 }));

vi.mock('../../shared/routes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/routes.ts')>();
  return {
    ...actual,
    resolvePage: (...args: Parameters<typeof actual.resolvePage>) => {
      counts.resolvePage++;
      return actual.resolvePage(...args);
    },
  };
});
vi.mock('../../client/app/page-meta.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../client/app/page-meta.ts')>();
  return {
    ...actual,
    usePageMeta: (...args: Parameters<typeof actual.usePageMeta>) => {
      counts.usePageMeta++;
      return actual.usePageMeta(...args);
    },
  };
});
vi.mock('../../shared/price-text.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/price-text.ts')>();
  return {
    ...actual,
    fillPageMeta: (...args: Parameters<typeof actual.fillPageMeta>) => {
      counts.fillPageMeta++;
      return actual.fillPageMeta(...args);
    },
  };
});

const reset = () => Object.keys(counts).forEach((k) => (counts[k as keyof typeof counts] = 0));
afterEach(reset);

describe('one decision per render', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  }, 120_000);

  test.each([
    ['/hosting', 'Web Hosting'],
    ['/', 'Siteharbor'],
    ['/no-such-page', 'not found'],
    ['/local?msgCode=2', ''],
  ])(
    '%s: resolved once, its metadata filled once and read once',
    async (path, heading) => {
      reset();
      const res = await request(app).get(path);
      expect(res.text).toMatch(new RegExp(heading, 'i'));
      expect(counts).toEqual({ resolvePage: 1, usePageMeta: 1, fillPageMeta: 1 });
      // A cached answer renders nothing. An address without a query was read once for the process (the first
      // request above); one with a query is read again for its cache key.
      reset();
      await request(app).get(path);
      expect(counts).toEqual({ resolvePage: path.includes('?') ? 1 : 0, usePageMeta: 0, fillPageMeta: 0 });
    },
    120_000,
  );
});
