import type { PromoCode } from '../../shared/promo.ts';
import { brand } from '../brand.ts';

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
  /** A promotion code the banner announces (shown beside the text). */
  promoCode?: PromoCode;
  /** To checkout for a rate plan, or to a page of the site (`link`, which may carry `?p=` with the code). */
  cta?: { text: string; ratePlanId: string } | { text: string; link: string };
  /** Spec 3 `disclaimer.show`: a button that opens the disclaimer modal with this text. */
  disclaimer: { show: boolean; title?: string; text?: string; subject?: string };
}

/** Texts every banner shares. */
export const bannerTexts = { region: 'Announcement', disclaimerButton: 'Offer details', codeLabel: 'Code' } as const;

/** The rebranding promotion (spec 9 "A rebranding banner offers 23% off with a code"). */
export { REBRAND_PROMO_CODE } from '../../shared/promo.ts';
import { REBRAND_PROMO_CODE } from '../../shared/promo.ts';

/**
 * Order matters only between banners of the same type: the first live one wins, and a live system banner wins
 * over any info banner (spec 4).
 *
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
    text: 'Web Hosting for {price:whprofessional_t12m}/month with a free domain and SSL',
    // The same id as content/catalogue.ts featuredRatePlans.hostingBanner, written out so the chrome (on every
    // page) does not pull the plan catalogue into the entry bundle.
    cta: { text: 'Get started', ratePlanId: 'whprofessional_t12m' },
    disclaimer: {
      show: true,
      title: 'Hosting offer details',
      subject: 'Web Hosting',
      text: '{price:whprofessional_t12m}/month applies to the first 12 months of a new Web Hosting Professional plan (regularly {regular:whprofessional_t12m}/month). Prices renew at the then-current rate.',
    },
  },
  {
    // Decision 131: the rebranding banner runs from 16 November 2026 through 28 February 2027, Pacific time.
    type: 'info',
    bannerId: 'rebrand-23',
    start_time: Date.UTC(2026, 10, 16, 8, 0, 0),
    end_time: Date.UTC(2027, 2, 1, 7, 59, 59, 999),
    stickyPromo: false,
    includePaths: [],
    // Not where a visitor has just finished a request, nor over the terms they are reading.
    excludePaths: [
      '/webdesign/thankyou',
      '/local/thankyou',
      '/legal/thankyou',
      '/pos/thankyou',
      '/tos*',
      '/privacy-notice',
      '/privacy-policy',
    ],
    text: `${brand.name} has a new look. To celebrate, take 23% off the first term of a new plan.`,
    promoCode: REBRAND_PROMO_CODE,
    cta: { text: 'See the offers', link: `/partneroffers?p=${REBRAND_PROMO_CODE}` },
    disclaimer: {
      show: true,
      title: 'New-look offer details',
      subject: 'rebranding',
      text: `23% off the first term of a new hosting, WordPress, WooCommerce, website builder, online store or business email plan when code ${REBRAND_PROMO_CODE} is used at checkout by 28 February 2027 (Pacific time). Not valid on domains, renewals or with other offers. Prices renew at the then-current rate.`,
    },
  },
];
