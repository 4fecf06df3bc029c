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
 * Which card the carousel is at, 1-based, for the "1 of 3" line: the first card whose start is in view; the last
 * one once the track is scrolled to its end (on a phone the last card ends the track and the previous one's edge
 * shows before it).
 */
export function carouselPosition(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
  slideWidth: number,
  count: number,
): number {
  if (count <= 1 || slideWidth <= 0) return 1;
  if (scrollEdges(scrollLeft, clientWidth, scrollWidth).atEnd && scrollLeft > 1) return count;
  const gap = count > 1 ? Math.max(0, (scrollWidth - count * slideWidth) / (count - 1)) : 0;
  return Math.min(count, Math.max(1, Math.round(scrollLeft / (slideWidth + gap)) + 1));
}
