// Domain search settings (spec 5, 7). Tiny on purpose: the home page imports it.
import { domainExtension } from '../../shared/domain-search.ts';

/**
 * Rate plan sent as pd for a bare name (no extension) or an extension the catalogue does not sell: yd2a_t24m, the
 * one domain rate plan spec 3 names; the checkout prices the searched domain from d (decisions 060, 221).
 */
export const DOMAIN_SEARCH_RATE_PLAN = 'yd2a_t24m';

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

/** pd of a search: the rate plan of the searched extension, the default for a bare name or an unsold extension. */
export function domainSearchRatePlan(domain: string): string {
  const ext = domainExtension(domain);
  return ext !== null && Object.hasOwn(domainRatePlans, ext)
    ? domainRatePlans[ext as keyof typeof domainRatePlans]
    : DOMAIN_SEARCH_RATE_PLAN;
}

/** Where the search form goes without JavaScript: a server route that redirects to domain checkout. */
/** The domain search's submit button. */
export const DOMAIN_SEARCH_BUTTON = 'Search';

export const DOMAIN_SEARCH_PATH = '/domains/search';

/** The name shown before the typed extension in the empty search box. */
export const DOMAIN_SEARCH_SAMPLE_NAME = 'yourbusiness';
