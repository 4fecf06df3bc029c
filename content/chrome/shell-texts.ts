// Words of the page shell every page loads (layouts, header, breadcrumbs, dialogs, the lazy form's placeholder).
// A component that only some pages show keeps its words in a module of its own (call-centre-texts.ts, ...), so the
// bundler puts them in that component's chunk and not here.

/** The first link of every page, to the main landmark. */
export const skipLinkText = 'Skip to main content';

/** Heard while a page's chunk loads during client navigation. */
export const pageLoadingText = 'Loading page';

/** Spec 9: where the visitor looks for help (the header's Support menu). */
export const contactUs247 = 'Contact us 24/7';

/** The FAQ section's heading when a page names none (spec 2.4). */
export const faqTitleText = 'Frequently Asked Questions';

/** The first item of every visible and structured breadcrumb trail. */
export const breadcrumbHomeLabel = 'Home';

/** The name of the breadcrumb trail's landmark. */
export const breadcrumbNavLabel = 'Breadcrumb';

/** The name of every dialog's close button. */
export const closeLabel = 'Close';

/** Shown while a lazy form's chunk loads. */
export const formLoadingText = 'Loading the form…';

// Words of components loaded by pages of different chunks (plan cards, the lazy comparison table, domain prices):
// here they cost a few bytes in the shell instead of a chunk of their own on every pricing page.

/** In place of a price the site does not have (a plan's card, an extension's first year). */
export const priceAtCheckout = 'Price shown at checkout';

/** After a yearly price. */
export const perYear = '/yr';

/** The mark of the recommended plan, on its card and in the comparison table. */
export const recommendedLabel = 'Recommended';

/**
 * spec 9: the renewal sentence under every price that renews. Here rather than in a module of its own: the plan
 * views, the pricing footnote and the domain pages all use it, and a one-line module they share would cost every
 * pricing page one more file to load.
 */
export const RENEWAL_NOTE = 'Prices renew at the then-current rate.';
