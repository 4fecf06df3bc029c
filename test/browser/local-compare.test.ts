import { describe, expect, test } from 'vitest';
import { DESKTOP, useSite } from './harness.ts';

// /local/compare-plans: the comparison table spans the section, so its heading and its price note line up with it.

const site = useSite();

describe('/local/compare-plans', () => {
  test('the comparison table spans the section, edge to edge with its heading', async () => {
    await site.withPage('/local/compare-plans', DESKTOP, async (page) => {
      const heading = page.getByRole('heading', { name: 'Standard and Premium side by side' });
      const table = page.getByRole('table');
      await expect.poll(() => table.count()).toBe(1);
      // The heading is a block: its box is the section's content width.
      const [h, t] = await Promise.all([heading, table].map((l) => l.boundingBox()));
      expect(Math.abs(t!.x - h!.x)).toBeLessThan(2);
      expect(Math.abs(t!.x + t!.width - (h!.x + h!.width))).toBeLessThan(2);
    });
  });
});
