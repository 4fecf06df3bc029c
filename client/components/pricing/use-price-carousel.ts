// The price cards' track as a carousel (spec 9): paging buttons that follow the scroll position (swipes included),
// a page of cards per press with an 800 ms fade, and a focused card brought into view.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { nearestCard, PRICE_CAROUSEL, scrollEdges } from './carousel.ts';

/** The track's leftmost card start: on a phone the recommended card comes first on screen, not in the document. */
const trackStart = (el: HTMLElement) => Math.min(...[...el.children].map((s) => (s as HTMLElement).offsetLeft));

/** Where each card of the track starts, in the order they stand on screen, from the first one's start. */
const cardStarts = (el: HTMLElement) =>
  [...el.children].map((s) => (s as HTMLElement).offsetLeft - trackStart(el)).sort((a, b) => a - b);

/** The track's ref, where it stands (at either end, which card is first in view), and its paging and focus handlers. */
export function usePriceCarousel(count: number) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [position, setPosition] = useState(1);

  // Paging buttons follow the scroll position (swipes included).
  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setEdges(scrollEdges(el.scrollLeft, el.clientWidth, el.scrollWidth));
        setPosition(nearestCard(el.scrollLeft, cardStarts(el)));
      });
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [count]);

  const page = (dir: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    // At either end the arrow stays focusable and says so (aria-disabled), so a press there does nothing.
    if (dir === 1 ? edges.atEnd : edges.atStart) return;
    // One page is the cards fully in view: one card on a phone (where the next card's edge shows), two or three
    // above. The track goes to a card's start, the same snap point a swipe ends on, so the line below agrees.
    const starts = cardStarts(el);
    const step = starts[1] || el.clientWidth;
    const gap = step - (el.firstElementChild as HTMLElement).offsetWidth;
    const perPage = Math.max(1, Math.floor((el.clientWidth + gap + 1) / step));
    const target = Math.min(starts.length - 1, Math.max(0, nearestCard(el.scrollLeft, starts) - 1 + dir * perPage));
    // The browser stops at the end of the track when a card's start is past it (two or three in view).
    el.scrollLeft = starts[target];
    // spec 9: the carousel fades in over 800 ms (none when the visitor prefers reduced motion).
    if (!prefersReducedMotion() && typeof el.animate === 'function') {
      el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PRICE_CAROUSEL.fadeMs, easing: 'ease-out' });
    }
  };

  // WCAG 2.4.7 / 2.4.11: a control that takes the focus inside a card brings that whole card into view, at a snap
  // point (so the scroll snap does not pull it away again), and the line below names that card. Done in the next
  // frame: the browser scrolls to the focused control after the focus event.
  const followFocus = (e: FocusEvent<HTMLUListElement>) => {
    const el = trackRef.current;
    const slide = (e.target as HTMLElement).closest<HTMLElement>('.price-cards__slide');
    if (!el || !slide) return;
    const show = () => {
      // A card's start is a snap point and, on every layout, a scroll position at which the card is in full view.
      const start = slide.offsetLeft - trackStart(el);
      if (start < el.scrollLeft - 1 || start + slide.offsetWidth > el.scrollLeft + el.clientWidth + 1)
        el.scrollLeft = start;
      setPosition(nearestCard(el.scrollLeft, cardStarts(el)));
    };
    requestAnimationFrame(show);
  };

  return { trackRef, edges, position, page, followFocus };
}
