/**
 * The rate plans the local pages' buttons carry to the business search (pd), those of content/plans/local.ts; named
 * apart from them so a page holds no plan ids and loads no plan cards for a link.
 */
export const localRatePlans = { standard: 'localworksstd_t12m', premium: 'localprem_t12m' } as const;
