// What the product pages (client/components/product-page.tsx) share besides the section kit
// (client/components/sections): the promotion banner and the scroll to a URL hash.
// Texts come from the pages' content modules (content/pages/); these components hold no copy, prices or plan facts of their own.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../reduced-motion.ts';

/** A URL hash scrolls to its element once the page has loaded (spec 2.5 hosting; smoothly on /wordpress). */
export function useHashScroll(smooth: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const el = document.getElementById(id);
    if (!el) return;
    // After layout settles (fonts are system fonts, images have sizes), so the target does not move afterwards.
    const frame = requestAnimationFrame(() =>
      el.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, smooth]);
}

/** A promotion banner linking to checkout (spec 2.5 hosting, WordPress, WooCommerce). */
export function PromoBanner({
  text,
  note,
  ctaText,
  href,
  label,
}: {
  text: string;
  note?: string;
  ctaText: string;
  href: string;
  label: string;
}) {
  return (
    <section className="pp-banner" aria-label={label}>
      <div className="container promo-banner__inner">
        <p>
          {text}
          {note ? <small>{note}</small> : null}
        </p>
        <a className="button button--primary" href={href}>
          {ctaText}
        </a>
      </div>
    </section>
  );
}
