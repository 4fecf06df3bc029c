import { afterEach, describe, expect, test, vi } from 'vitest';
import { promoCode } from '../../shared/promo.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { cardsPerView, pageCount, PRICE_CAROUSEL, scrollEdges } from '../../client/components/pricing/carousel.ts';
import {
  needsRefresh,
  PLAN_INFO_KEY,
  PLAN_INFO_MAX_PATHS,
  PLAN_INFO_TTL_MS,
  plansUrl,
  readPlanInfo,
  refreshPlanInfo,
  writePlanInfo,
} from '../../client/components/pricing/plan-info.ts';
import { AB_POLL, pollVariant } from '../../client/pages/hosting/ab-poll.ts';
import { nextThemeIndex, previousThemeIndex, THEME_CAROUSEL } from '../../client/pages/websites/theme-carousel.tsx';
import { themes, themeViewUrl } from '../../content/themes.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('price card carousel (spec 9: 1 below 568 px, 2 from 568, 3 from 1024, 800 ms fade)', () => {
  test.each([
    [320, 1],
    [375, 1],
    [567, 1],
    [568, 2],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
  ])('%i px shows %i card(s)', (width, n) => expect(cardsPerView(width)).toBe(n));

  test('fade and pages', () => {
    expect(PRICE_CAROUSEL.fadeMs).toBe(800);
    expect(pageCount(3, 1)).toBe(3);
    expect(pageCount(3, 2)).toBe(2);
    expect(pageCount(3, 3)).toBe(1);
    expect(pageCount(0, 3)).toBe(1);
  });

  test('paging buttons follow the scroll edges', () => {
    expect(scrollEdges(0, 300, 900)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(300, 300, 900)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(599.5, 300, 900)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(0, 900, 900)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('plan info in local storage under newPlanInfo (spec 7)', () => {
  const ids = ['whessentials_t12m', 'whprofessional_t12m'];
  const entry = (savedAt: number, promo: string | null = null) => ({
    savedAt,
    promo,
    plans: {
      whessentials_t12m: embeddedPrices.whessentials_t12m,
      whprofessional_t12m: embeddedPrices.whprofessional_t12m,
    },
  });

  test('a missing, stale, other-promotion or incomplete entry needs a refresh; a fresh one does not', () => {
    expect(needsRefresh({}, '/hosting', null, ids, 1000)).toBe(true);
    expect(needsRefresh({ '/hosting': entry(1000) }, '/hosting', null, ids, 1000 + PLAN_INFO_TTL_MS - 1)).toBe(false);
    expect(needsRefresh({ '/hosting': entry(1000) }, '/hosting', null, ids, 1000 + PLAN_INFO_TTL_MS)).toBe(true);
    expect(needsRefresh({ '/hosting': entry(1000) }, '/hosting', 'SPRING', ids, 1001)).toBe(true);
    expect(needsRefresh({ '/hosting': entry(1000) }, '/hosting', null, [...ids, 'whadvanced_t12m'], 1001)).toBe(true);
    expect(needsRefresh({ '/hosting': entry(5000) }, '/hosting', null, ids, 1000)).toBe(true);
  });

  test('entries are kept per path, the oldest dropped beyond the limit, garbage read as empty', () => {
    const s = memoryStorage({ [PLAN_INFO_KEY]: '{not json' });
    expect(readPlanInfo(s)).toEqual({});
    for (let i = 0; i < PLAN_INFO_MAX_PATHS + 3; i++) writePlanInfo(s, `/p${i}`, entry(i));
    const info = readPlanInfo(s);
    expect(Object.keys(info)).toHaveLength(PLAN_INFO_MAX_PATHS);
    expect(info['/p0']).toBeUndefined();
    expect(info[`/p${PLAN_INFO_MAX_PATHS + 2}`].savedAt).toBe(PLAN_INFO_MAX_PATHS + 2);
  });

  test('the refresh asks the products API with the promotion and stores the answer', async () => {
    const s = memoryStorage();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: entry(0).plans }), { status: 200 }));
    const got = await refreshPlanInfo({
      storage: s,
      fetch,
      path: '/hosting',
      ratePlanIds: ids,
      promo: promoCode('SPRING'),
      now: () => 42,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/products/plans?ids=whessentials_t12m%2Cwhprofessional_t12m&promo=SPRING',
      expect.anything(),
    );
    expect(got?.plans.whprofessional_t12m?.termDisplayPrice.unitPricePerMonth).toBe(0.99);
    expect(readPlanInfo(s)['/hosting']).toEqual({ savedAt: 42, promo: 'SPRING', plans: entry(0).plans });
    // Fresh now: no second request.
    await refreshPlanInfo({
      storage: s,
      fetch,
      path: '/hosting',
      ratePlanIds: ids,
      promo: promoCode('SPRING'),
      now: () => 43,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a failing or malformed answer leaves the cache as it was', async () => {
    const s = memoryStorage();
    for (const fetch of [
      async () => new Response('oops', { status: 500 }),
      async () => new Response('{"nope":1}', { status: 200 }),
      async () => {
        throw new Error('offline');
      },
    ]) {
      expect(
        await refreshPlanInfo({
          storage: s,
          fetch: fetch as typeof globalThis.fetch,
          path: '/mail',
          ratePlanIds: ['bmonea_t12m'],
          promo: null,
          now: () => 1,
        }),
      ).toBeNull();
    }
    expect(s.data.has(PLAN_INFO_KEY)).toBe(false);
    expect(plansUrl(['a'], null)).toBe('/api/products/plans?ids=a');
  });
});

describe('hosting A/B poll (spec 4: every 100 ms up to 600 ms)', () => {
  afterEach(() => vi.useRealTimers());

  test('variant 1 when the experiment answers "1" during the window', async () => {
    vi.useFakeTimers();
    let answer: string | undefined;
    const read = vi.fn(() => answer);
    const { result } = pollVariant(read);
    await vi.advanceTimersByTimeAsync(300);
    answer = '1';
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(1);
    expect(read).toHaveBeenCalledTimes(5);
  });

  test('variant 0 for any other answer, and after 600 ms without one (7 reads: 0, 100 ... 600 ms)', async () => {
    vi.useFakeTimers();
    expect(AB_POLL).toEqual({ intervalMs: 100, maxMs: 600 });
    await expect(pollVariant(() => '2').result).resolves.toBe(0);
    const read = vi.fn(() => undefined);
    const { result } = pollVariant(read);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(0);
    expect(read).toHaveBeenCalledTimes(7);
  });
});

describe('themes', () => {
  test('the websites carousel has 10 themes, 5000 ms autoplay and a 1000 ms transition, and wraps around', () => {
    expect(themes).toHaveLength(10);
    expect(THEME_CAROUSEL).toMatchObject({ autoplayMs: 5000, transitionMs: 1000 });
    expect(nextThemeIndex(0, 10)).toBe(1);
    expect(nextThemeIndex(7, 10)).toBe(0);
    expect(previousThemeIndex(0, 10)).toBe(7);
  });

  test('view links are /websites/themes/{themeId}/{variantId}', () => {
    expect(themeViewUrl(themes[0])).toBe('/websites/themes/harbor-cafe/classic');
    expect(themeViewUrl(themes[0], 'night')).toBe('/websites/themes/harbor-cafe/night');
    expect(new Set(themes.map((t) => t.id)).size).toBe(10);
  });
});
