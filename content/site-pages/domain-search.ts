// Domain search settings (spec 5, 7). Tiny on purpose: the home page imports it.

/**
 * Rate plan sent as pd with every domain search. Spec 3 names one domain rate plan (yd2a_t24m) and no plan
 * per extension; the checkout prices the searched domain from d (docs/decisions/060-domain-search-link.md).
 */
export const DOMAIN_SEARCH_RATE_PLAN = 'yd2a_t24m';

/** The name shown before the typed extension in the empty search box. */
export const DOMAIN_SEARCH_SAMPLE_NAME = 'yourbusiness';
