// The index of every page's head and sitemap date, gathered from the page modules (content/pages/<key>.ts), each of
// which holds its own. Only `meta` and `lastModified` are imported here (by name, so the bundler leaves
// the rest out): a bundle that imports this index carries the pages' metadata, not their words. Prices in the metadata are placeholders filled from the catalogue snapshot
// where the page renders (shared/price-text.ts).
import type { PageMeta } from '../shared/content-types.ts';
import { lastModified as affiliateDates, meta as affiliateMeta } from './pages/affiliate.ts';
import { meta as buildmyselfMeta } from './pages/buildmyself.ts';
import { meta as buildmysiteMeta } from './pages/buildmysite.ts';
import { lastModified as businessmakerDates, meta as businessmakerMeta } from './pages/businessmaker.ts';
import { meta as consultationMeta } from './pages/consultation.ts';
import { meta as desktopOnlyMeta } from './pages/desktop-only.ts';
import { lastModified as developerDates, meta as developerMeta } from './pages/developer.ts';
import { lastModified as domainsDates, meta as domainsMeta } from './pages/domains.ts';
import { lastModified as enterpriseDates, meta as enterpriseMeta } from './pages/enterprise.ts';
import { lastModified as homeDates, meta as homeMeta } from './pages/home.ts';
import { lastModified as hostingDates, meta as hostingMeta } from './pages/hosting.ts';
import { lastModified as legalDates, meta as legalMeta } from './pages/legal.ts';
import { lastModified as localCompareDates, meta as localCompareMeta } from './pages/local-compare.ts';
import { meta as localScanMeta } from './pages/local-scan.ts';
import { meta as localSearchMeta } from './pages/local-search.ts';
import { meta as localVerifyMeta } from './pages/local-verify.ts';
import { lastModified as localDates, meta as localMeta } from './pages/local.ts';
import { lastModified as mailDates, meta as mailMeta } from './pages/mail.ts';
import { meta as notFoundMeta } from './pages/not-found.ts';
import { lastModified as partneroffersDates, meta as partneroffersMeta } from './pages/partneroffers.ts';
import { lastModified as partnersDates, meta as partnersMeta } from './pages/partners.ts';
import { meta as sitebuildereolMeta } from './pages/sitebuildereol.ts';
import { lastModified as storesDates, meta as storesMeta } from './pages/stores.ts';
import { meta as thankyouMeta } from './pages/thankyou.ts';
import { meta as themeDemoMeta } from './pages/theme-demo.ts';
import { lastModified as themesDates, meta as themesMeta } from './pages/themes.ts';
import { lastModified as tldDates, meta as tldMeta } from './pages/tld.ts';
import { lastModified as webdesignDates, meta as webdesignMeta } from './pages/webdesign.ts';
import { lastModified as websitesDates, meta as websitesMeta } from './pages/websites.ts';
import { lastModified as woocommerceDates, meta as woocommerceMeta } from './pages/woocommerce.ts';
import { lastModified as wordpressDates, meta as wordpressMeta } from './pages/wordpress.ts';

/** Every route's metadata, by route id (shared/routes.ts). */
export const pages: Readonly<Record<string, PageMeta>> = {
  ...affiliateMeta,
  ...buildmyselfMeta,
  ...buildmysiteMeta,
  ...businessmakerMeta,
  ...consultationMeta,
  ...desktopOnlyMeta,
  ...developerMeta,
  ...domainsMeta,
  ...enterpriseMeta,
  ...homeMeta,
  ...hostingMeta,
  ...legalMeta,
  ...localCompareMeta,
  ...localScanMeta,
  ...localSearchMeta,
  ...localVerifyMeta,
  ...localMeta,
  ...mailMeta,
  ...notFoundMeta,
  ...partneroffersMeta,
  ...partnersMeta,
  ...sitebuildereolMeta,
  ...storesMeta,
  ...thankyouMeta,
  ...themeDemoMeta,
  ...themesMeta,
  ...tldMeta,
  ...webdesignMeta,
  ...websitesMeta,
  ...woocommerceMeta,
  ...wordpressMeta,
};

export function pageMeta(id: string): PageMeta {
  const meta = pages[id];
  if (!meta) throw new Error(`No page metadata for route ${id}`);
  return meta;
}

/**
 * The day each page of the sitemap last changed what it says to a reader (its copy, plans or prices as written in
 * content/, the header and footer included), for the sitemap's <lastmod> (decision 201). Each page module dates its
 * own routes beside their metadata, so a page's words and its date are edited in one file. Change a page's words,
 * change its date: search engines use the date to decide what to crawl again, so a date that moves without a change
 * wastes their visits and one that stays behind hides the change. Keys are route ids; dates are UTC days.
 */
export const pageUpdated: Readonly<Record<string, string>> = {
  ...affiliateDates,
  ...businessmakerDates,
  ...developerDates,
  ...domainsDates,
  ...enterpriseDates,
  ...homeDates,
  ...hostingDates,
  ...legalDates,
  ...localCompareDates,
  ...localDates,
  ...mailDates,
  ...partneroffersDates,
  ...partnersDates,
  ...storesDates,
  ...themesDates,
  ...tldDates,
  ...webdesignDates,
  ...websitesDates,
  ...woocommerceDates,
  ...wordpressDates,
};
