// Words of the minimal and site builder layouts only. Apart from footer.ts and menu.ts, which the shell every page
// loads imports, so that they stay in those layouts' chunks.

/** The plain footer's line before the phone link. */
export const phoneFooterText = 'Questions? Call us 24/7:';

/** The name of the site builder layout's navigation. */
export const siteBuilderNavLabel = 'Site builder';

/** The name of the site builder layout's side menu (phones). */
export const siteBuilderMenuLabel = 'Site builder menu';
