// Words of the page shell every page loads (layouts, dialogs, the lazy form's placeholder). They live apart from
// shared-texts.ts so that importing one of them does not bring all the shared texts into the shell chunk.

/** The first link of every page, to the main landmark. */
export const skipLinkText = 'Skip to main content';

/** Heard while a page's chunk loads during client navigation. */
export const pageLoadingText = 'Loading page';

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
