// Domain search settings (spec 5, 7). Tiny on purpose: the home page imports it.
import { domainExtension } from '../shared/domain-search.ts';

/**
 * The catalogue's rate plan of each extension the site sells (decision 221): .AI is the spec's two-year plan
 * (spec 2.5, 3), the others are one-year registrations, named as the product API names them (decision 066).
 */
export const domainRatePlans = {
  ai: 'yd2a_t24m',
  com: 'domcom_t12m',
  net: 'domnet_t12m',
  org: 'domorg_t12m',
  club: 'domclub_t12m',
  online: 'domonline_t12m',
  shop: 'domshop_t12m',
  store: 'domstore_t12m',
  info: 'dominfo_t12m',
  me: 'domme_t12m',
  site: 'domsite_t12m',
  xyz: 'domxyz_t12m',
  biz: 'dombiz_t12m',
  us: 'domus_t12m',
  click: 'domclick_t12m',
  top: 'domtop_t12m',
  fit: 'domfit_t12m',
} as const satisfies Record<string, string>;

type SoldExtension = keyof typeof domainRatePlans;

/**
 * The extension the empty search box shows ("yourbusiness.com", spec 2.5) and the catalogue's default: a bare name
 * is searched with it, and an extension the catalogue does not sell is sent with its rate plan, never the .AI
 * two-year plan (decision 265).
 */
export const DEFAULT_SEARCH_EXTENSION = 'com' satisfies SoldExtension;

const sold = (ext: string | null | undefined): ext is SoldExtension =>
  typeof ext === 'string' && Object.hasOwn(domainRatePlans, ext);

/** The extension a bare name is searched with: the page's own (a TLD page), else the one the box suggests. */
export function suggestedExtension(pageTld?: string): string {
  return pageTld ?? DEFAULT_SEARCH_EXTENSION;
}

/**
 * pd of a search: the rate plan of the searched extension; for one the catalogue does not sell, the plan of the
 * extension the box suggests (the page's, else the default).
 */
export function domainSearchRatePlan(domain: string, pageTld?: string): string {
  const ext = domainExtension(domain);
  if (sold(ext)) return domainRatePlans[ext];
  return domainRatePlans[sold(pageTld) ? pageTld : DEFAULT_SEARCH_EXTENSION];
}

/** Where the search form goes without JavaScript: a server route that redirects to domain checkout. */
/** The domain search's submit button. */
export const DOMAIN_SEARCH_BUTTON = 'Search';

export const DOMAIN_SEARCH_PATH = '/domains/search';

/** The name shown before the typed extension in the empty search box. */
export const DOMAIN_SEARCH_SAMPLE_NAME = 'yourbusiness';
