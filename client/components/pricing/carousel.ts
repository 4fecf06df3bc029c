// spec 9 "Carousels": the price-card carousel shows 1 card below 568 px, 2 from 568, 3 from 1024, with an
// 800 ms fade. The widths are applied by CSS media queries (pricing.css); these helpers state the same rule for
// the paging buttons and the tests.

export const PRICE_CAROUSEL = { twoFrom: 568, threeFrom: 1024, fadeMs: 800 } as const;

/** Cards in view at a viewport width. */
export function cardsPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth >= PRICE_CAROUSEL.threeFrom) return 3;
  if (viewportWidth >= PRICE_CAROUSEL.twoFrom) return 2;
  return 1;
}

/** Pages a visitor can step through: ceil(cards / per view), at least one. */
export function pageCount(cards: number, perView: number): number {
  return Math.max(1, Math.ceil(cards / perView));
}

/** Whether the paging buttons can move, from the track's scroll position (1 px tolerance for sub-pixel widths). */
export function scrollEdges(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/**
 * Which card the carousel is at, 1-based, from where each card starts on the track (its offset from the first):
 * the card whose start is nearest the scroll position. Every card can be scrolled to its start (on a phone the
 * track ends with room for the last card), so the line, the arrows and a swipe's snap point always agree.
 */
export function nearestCard(scrollLeft: number, starts: readonly number[]): number {
  const near = starts.reduce((a, b) => (Math.abs(b - scrollLeft) < Math.abs(a - scrollLeft) ? b : a), starts[0]);
  return starts.indexOf(near) + 1 || 1;
}
