import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { banners, REBRAND_PROMO_CODE } from '../../content/chrome/banners.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { decodeEntities } from '../helpers/html.ts';

const rebrand = banners.find((b) => b.bannerId === 'rebrand-23')!;
const decode = decodeEntities;
/** The page body without the serialized data block, so a text found is one the HTML shows. */
const body = (html: string) => decode(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''));

/** One app per clock: the HTML cache keeps a page per app, so each render sees its own time. */
async function renderAt(path: string, now: number): Promise<string> {
  const { app, services } = await createTestApp({ deps: { now: () => now } });
  try {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    return body(res.text);
  } finally {
    await services.close();
  }
}

describe('the rebranding banner is data with a window (spec 3, 4, 9)', () => {
  test('its window covers the coming months and it offers 23% off with a code', () => {
    expect(rebrand.start_time).toBeLessThanOrEqual(Date.UTC(2026, 10, 23));
    expect(rebrand.end_time).toBeGreaterThanOrEqual(Date.UTC(2027, 1, 1));
    expect(rebrand.text).toContain('23% off');
    expect(rebrand.promoCode).toBe(REBRAND_PROMO_CODE);
    expect(rebrand.disclaimer.show).toBe(true);
  });

  test.each([
    ['before the window', rebrand.start_time - 1, false],
    ['inside the window (today)', Date.UTC(2026, 10, 23, 15), true],
    ['after the window', rebrand.end_time + 1, false],
  ])('/ rendered %s', async (_label, now, shown) => {
    const html = await renderAt('/', now);
    expect(html.includes(`data-banner-id="${rebrand.bannerId}"`)).toBe(shown);
    expect(html.includes(rebrand.text)).toBe(shown);
    expect(html.includes(`href="/partneroffers?p=${REBRAND_PROMO_CODE}"`)).toBe(shown);
  });

  test('an excluded path shows no banner inside the window', async () => {
    const html = await renderAt('/tos', Date.UTC(2026, 10, 23, 15));
    expect(html).not.toContain('data-banner-id=');
  });
});
