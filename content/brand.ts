// The one place that names the brand: a rebrand is an edit here (VISUAL.md "Brand").
// Everything below is fictional; the phone number is in the 555-01xx range reserved for fiction.
import type { PathPhone } from '../shared/phone.ts';
export const brand = {
  name: 'Siteharbor',
  legalName: 'Siteharbor Web Services, Inc.',
  /** Support number shown everywhere (spec 9 "Contact"); SUPPORT_PHONE overrides it. */
  supportPhone: '1-800-555-0142',
  /** Business-creation (business maker) support line: a separate number per spec 9. */
  businessMakerPhone: '1-800-555-0157',
  /** Enterprise sales line: a separate number per spec 9. */
  enterprisePhone: '1-800-555-0163',
  /**
   * Spec 9's accessibility label for the call text, said together with its 24/7 claim so neither contradicts the
   * other: the line answers 24/7 (spec 9, the call-centre card's 24/7/365) and the specialists the customer-care
   * clock shows (spec 4) are in on weekdays. Spoken after the number on every phone link (decision 265).
   */
  phoneHoursLabel: 'call 24/7 for support; specialists Monday to Friday, 6am to 5pm Pacific',
  defaults: {
    checkoutUrl: 'https://checkout.siteharbor.example',
    loginUrl: 'https://account.siteharbor.example',
  },
  external: {
    customerCare: 'https://help.siteharbor.example',
    helpCenter: 'https://help.siteharbor.example/articles',
    resourceCenter: 'https://resources.siteharbor.example',
    about: 'https://corporate.siteharbor.example/about',
    termsOfService: 'https://corporate.siteharbor.example/terms',
    dashboard: 'https://account.siteharbor.example/dashboard',
    myServices: 'https://account.siteharbor.example/services',
    myProfile: 'https://account.siteharbor.example/profile',
    affiliateSignUp: 'https://affiliates.example/publisher-signup?program=siteharbor',
    pageSpeedTool: 'https://pagespeed.example/analyze',
  },
  /** The sharing image (public/og-image.png) and what it shows, for og:image:alt. */
  shareImage: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    alt: 'Siteharbor: domains, hosting, websites and email for small business',
  },
  /** The raster logo of the Organization data (public/logo.png, drawn by scripts/logo-png.ts from favicon.svg). */
  logo: { path: '/logo.png', width: 512, height: 512 },
  /**
   * Raster icons drawn from public/favicon.svg by scripts/logo-png.ts, linked from every page's head: for browsers
   * and tools that take no SVG icon, and the home-screen icon iOS asks for (square, opaque, 180 px).
   */
  icons: [
    { rel: 'icon', path: '/icon-192.png', size: 192, background: null },
    { rel: 'apple-touch-icon', path: '/apple-touch-icon.png', size: 180, background: '#0b4f8a' },
  ],
  twitterHandle: '@siteharbor',
  locale: 'en_US',
  social: {
    twitter: 'https://twitter.com/siteharbor',
    facebook: 'https://www.facebook.com/siteharbor',
    youtube: 'https://www.youtube.com/@siteharbor',
    linkedin: 'https://www.linkedin.com/company/siteharbor',
    instagram: 'https://www.instagram.com/siteharbor',
  },
} as const;

/**
 * Per-path support numbers (spec 3 "Phone-number map", spec 9): paths under /businessmaker, /legal and /pos
 * use the business-creation number; /enterprisesolutions the enterprise line. First matching prefix wins.
 */
export const phoneNumberMap: readonly PathPhone[] = [
  { path: '/businessmaker', phone: brand.businessMakerPhone },
  { path: '/legal', phone: brand.businessMakerPhone },
  { path: '/pos', phone: brand.businessMakerPhone },
  { path: '/enterprisesolutions', phone: brand.enterprisePhone },
];

/** The support line as the Organization's structured data describes it: what it is for and its language. */
export const supportContact = { contactType: 'customer support', availableLanguage: 'English' } as const;

/** A page's title as the browser tab and search results show it: its own words, then the brand. */
export const pageTitle = (words: string) => `${words} | ${brand.name}`;

/** The logo link's name. */
export const homeLinkLabel = `${brand.name} home`;
