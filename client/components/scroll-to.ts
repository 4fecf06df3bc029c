// In-page scrolling for calls to action that lead to a section of their page (e.g. a hero's button to the price
// cards). A module of its own: /websites uses it without the product pages' banner and composition.
import { prefersReducedMotion } from './reduced-motion.ts';

/** Scrolls to an element of the page (smoothly unless the visitor prefers reduced motion) and moves focus there. */
export function scrollToId(id: string, smooth = true): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}
