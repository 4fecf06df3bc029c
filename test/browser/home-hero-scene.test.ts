import { describe, expect, test } from 'vitest';
import { heroScene } from '../../content/pages/home.ts';
import { expectStableLayout } from './layout-shift.ts';
import { DESKTOP, PHONE, useSite } from './harness.ts';

const { withPage } = useSite();

// Decision 319: the home hero's scene of people shows on a phone too, under the copy, with the search still on the
// first screen and nothing moving when it loads.
describe('home hero scene', () => {
  test.each([
    ['phone', PHONE],
    ['computer', DESKTOP],
  ] as const)('on a %s the scene is shown, whole, and the search stays on the first screen', async (_, viewport) => {
    await withPage(
      '/',
      viewport,
      async (page, errors) => {
        const scene = page.getByRole('img', { name: heroScene.alt });
        await scene.waitFor();
        expect(await scene.isVisible()).toBe(true);
        await expect
          .poll(() => scene.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
          .toBeGreaterThan(0);
        const box = (await scene.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(viewport.width < 568 ? 240 : 400);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height / box.width).toBeCloseTo(480 / 640, 2);
        // The first call to action (the domain search) is above the fold, and the scene does not come before it.
        const search = page.getByRole('button', { name: 'Search' }).first();
        const cta = (await search.boundingBox())!;
        expect(cta.y + cta.height).toBeLessThanOrEqual(viewport.height);
        if (viewport.width < 568) expect(box.y).toBeGreaterThan(cta.y + cta.height);
        await expectStableLayout(page);
        expect(errors).toEqual([]);
      },
      // Reduced motion: the search's typing hint moves its own caret, which is not what this test measures.
      { recordShifts: true, reducedMotion: 'reduce' },
    );
  });
});
