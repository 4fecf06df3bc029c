/**
 * True when the visitor asks for reduced motion (WCAG 2.3.3: animations and smooth scrolling then stop); false on
 * the server and where matchMedia is missing. Read when the motion would start, so a changed setting counts.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
