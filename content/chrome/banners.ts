/** Spec 3 "Banner". Times are epoch milliseconds; an empty includePaths means every path. */
export interface BannerDef {
  type: 'info' | 'system';
  bannerId: string;
  start_time: number;
  end_time: number;
  stickyPromo: boolean;
  /** Exact paths, or a prefix ending in `*` (`/local*`). */
  includePaths: readonly string[];
  excludePaths: readonly string[];
  text: string;
  cta?: { text: string; ratePlanId: string };
  disclaimer: { show: boolean; title?: string; text?: string };
}

/**
 * Spec 4/9: the default banner shows the $0.99/month hosting price with a free domain and SSL and ran from early
 * January 2023 to early 2025, not sticky. Its window has ended, so it is not shown today.
 */
export const banners: readonly BannerDef[] = [
  {
    type: 'info',
    bannerId: 'hosting-099',
    start_time: Date.UTC(2023, 0, 3),
    end_time: Date.UTC(2025, 0, 6),
    stickyPromo: false,
    includePaths: [],
    excludePaths: ['/hosting', '/sitebuildereol', '/buildmysite', '/buildmyself'],
    text: 'Web Hosting for $0.99/month with a free domain and SSL',
    // The same id as content/catalogue.ts featuredRatePlans.hostingBanner, written out so the chrome (on every
    // page) does not pull the plan catalogue into the entry bundle.
    cta: { text: 'Get started', ratePlanId: 'whprofessional_t12m' },
    disclaimer: {
      show: true,
      title: 'Hosting offer details',
      text: '$0.99/month applies to the first 12 months of a new Web Hosting Professional plan (regularly $17.99/month). Renewals are at the then-current rate.',
    },
  },
];
