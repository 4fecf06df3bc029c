import { describe, expect, test } from 'vitest';
import { banners, type BannerDef } from '../../content/chrome/banners.ts';
import { bannerApplies, pickBanner } from '../../client/components/banner.tsx';

const base: BannerDef = {
  type: 'info',
  bannerId: 'b',
  start_time: 1000,
  end_time: 2000,
  stickyPromo: false,
  includePaths: [],
  excludePaths: [],
  text: 't',
  disclaimer: { show: false },
};

describe('banner window and path rules (spec 4)', () => {
  test('shown only between start_time and end_time, both ends included', () => {
    expect(bannerApplies(base, '/', 999)).toBe(false);
    expect(bannerApplies(base, '/', 1000)).toBe(true);
    expect(bannerApplies(base, '/', 2000)).toBe(true);
    expect(bannerApplies(base, '/', 2001)).toBe(false);
  });
  test('include paths limit it; exclude paths remove it; a trailing * is a prefix', () => {
    const b = { ...base, includePaths: ['/', '/local*'], excludePaths: ['/local/thankyou'] };
    expect(bannerApplies(b, '/', 1500)).toBe(true);
    expect(bannerApplies(b, '/local/search-listings', 1500)).toBe(true);
    expect(bannerApplies(b, '/local/thankyou', 1500)).toBe(false);
    expect(bannerApplies(b, '/hosting', 1500)).toBe(false);
  });
  test('system banners take priority over others', () => {
    const info = { ...base, bannerId: 'info' };
    const system = { ...base, bannerId: 'sys', type: 'system' as const };
    expect(pickBanner([info, system], '/', 1500)?.bannerId).toBe('sys');
    expect(pickBanner([info, { ...system, end_time: 1200 }], '/', 1500)?.bannerId).toBe('info');
    expect(pickBanner([info], '/', 5000)).toBeNull();
  });
  test('the default banner ran from early 2023 to early 2025, is not sticky, and is not shown today', () => {
    const d = banners[0];
    expect(d.stickyPromo).toBe(false);
    expect(pickBanner(banners, '/', Date.UTC(2024, 5, 1))?.bannerId).toBe(d.bannerId);
    expect(pickBanner(banners, '/', Date.UTC(2022, 11, 1))).toBeNull();
    expect(pickBanner(banners, '/', Date.UTC(2026, 0, 1))).toBeNull();
    expect(d.cta && 'ratePlanId' in d.cta ? d.cta.ratePlanId : null).toBe('whprofessional_t12m');
  });
  test('today (23 November 2026) the rebranding banner runs, and a system banner would still win over it', () => {
    const today = Date.UTC(2026, 10, 23, 15);
    expect(pickBanner(banners, '/', today)?.bannerId).toBe('rebrand-23');
    expect(pickBanner(banners, '/hosting', today)?.bannerId).toBe('rebrand-23');
    expect(pickBanner(banners, '/tos/CA/terms', today)).toBeNull();
    const outage: BannerDef = {
      ...base,
      type: 'system',
      bannerId: 'maintenance',
      start_time: today - 1,
      end_time: today + 1,
    };
    expect(pickBanner([...banners, outage], '/', today)?.bannerId).toBe('maintenance');
    expect(pickBanner(banners, '/', Date.UTC(2027, 2, 2))).toBeNull();
  });
});
