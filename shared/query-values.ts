// The query values pages themselves name (shared/route-query.ts re-exports them with the rules that check every
// value): a page reads them from here, so its first JavaScript carries two constants, not the query rules.

/** The desktop-only notice is the page itself when `msgCode=2` (spec 2.5 Websites, 7 "Plus msgCode"). */
export const DESKTOP_ONLY_MSG_CODE = '2';

/** The local listings plans the funnel sells (spec 2.1 query pd). */
export const LOCAL_RATE_PLANS = ['localworksstd_t12m', 'localprem_t12m'] as const;

/** Query key set in place of the upgrade ids when one of them is not valid: the page says so (decision 222). */
export const UPGRADE_INVALID = { key: 'upgrade', value: 'invalid' } as const;
