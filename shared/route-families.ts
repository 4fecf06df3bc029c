// The families of pages that one route pattern serves, each page by its sub-path: the business maker's pages, the
// extensions with a page of their own, and the legal texts (spec 2.2).

export const BUSINESSMAKER_PAGES = [
  'howitworks',
  'solutions',
  'businessplan',
  'financetracker',
  'onlinebusiness',
  'pos',
  'marketing',
  'legal',
  'guides',
  'upgrade',
  'getonline',
] as const;

/**
 * Extensions with their own page under /tlds/{tld}-domain: spec 2.2's thirteen, and .com, .shop and .store, which
 * the /domains tabs list and spec 2.5 says link to their page like every other extension (decision 265).
 */
export const TLD_PAGES = [
  'me',
  'us',
  'info',
  'online',
  'biz',
  'club',
  'top',
  'click',
  'org',
  'fit',
  'net',
  'site',
  'xyz',
  'com',
  'shop',
  'store',
] as const;
export type TldPage = (typeof TLD_PAGES)[number];

export const LEGAL_PAGES = [
  '/tos-center',
  '/privacy-policy',
  '/privacy-notice',
  '/tos',
  '/bmail-tos',
  '/site-guidelines',
] as const;
export const REGIONAL_LEGAL_PAGES = [
  '/tos/CA/privacy',
  '/tos/CA/terms',
  '/tos/CA/bmail-tos',
  '/tos/CA/site-guidelines',
  '/tos/IND/privacy',
  '/tos/IND/terms',
  '/tos/IND/bmail-tos',
  '/tos/IND/site-guidelines',
] as const;

/** The extension of a /tlds/{tld}-domain path: the second segment, before the dash (spec 2.2). */
export function tldFromPath(pathname: string): string | null {
  const seg = pathname.split('/')[2] ?? '';
  const dash = seg.indexOf('-');
  return dash > 0 ? seg.slice(0, dash) : null;
}
