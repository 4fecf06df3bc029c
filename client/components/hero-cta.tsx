import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { HeaderCta } from '../store/app-store.ts';
import { useAppStore } from '../store/store-provider.tsx';

/**
 * Spec 4 "Hero": once `ref`'s element has scrolled out of view through the top of the window, `cta` is pinned to
 * the header (which fades it in over 600 ms); scrolled back, it is unpinned. Observed after hydration only, so the
 * server HTML and the first render never carry it. An element that is not displayed (the other variant of a
 * CSS-switched call to action) never pins.
 */
export function usePinnedCta(ref: RefObject<HTMLElement | null>, cta: HeaderCta): void {
  const setCta = useAppStore((s) => s.setHeaderCta);
  const unsetCta = useAppStore((s) => s.unsetHeaderCta);
  const latest = useRef(cta);
  latest.current = cta;
  const { text, href } = cta;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let pinned = false;
    // Marks what is watched (tests and styles can find the hero's call to action).
    el.dataset.pinWatch = '';
    const io = new IntersectionObserver(([entry]) => {
      const r = entry.boundingClientRect;
      const above = !entry.isIntersecting && r.height > 0 && r.bottom <= 0;
      if (above && !pinned) {
        pinned = true;
        // Read through the ref at click time, so the header always runs the page's current handler.
        setCta({ text, href, onActivate: latest.current.onActivate && (() => latest.current.onActivate?.()) });
      } else if (!above && pinned) {
        pinned = false;
        unsetCta();
      }
    });
    io.observe(el);
    return () => {
      io.disconnect();
      if (pinned) unsetCta();
    };
  }, [ref, text, href, setCta, unsetCta]);
}

export interface HeroCtaProps {
  text: string;
  href: string;
  className?: string;
  /** Instead of following href (e.g. scroll to the plans or open a form); also runs for the header's copy. */
  onActivate?: () => void;
}

/** A hero's call to action that is pinned into the header once the hero has scrolled away (usePinnedCta). */
export function HeroCta({ text, href, className = 'button button--primary hero-cta', onActivate }: HeroCtaProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  usePinnedCta(ref, { text, href, onActivate });
  const onClick = onActivate
    ? (e: React.MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        onActivate();
      }
    : undefined;
  // Site paths navigate on the client; checkout links and #anchors are plain links (they work without script).
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link ref={ref} to={href} className={className} onClick={onClick}>
      {text}
    </Link>
  ) : (
    <a ref={ref} href={href} className={className} onClick={onClick}>
      {text}
    </a>
  );
}

/** Focuses the field with `id`, or the first field inside it; focusing scrolls it into view. */
export function focusField(id: string): void {
  const el = document.getElementById(id);
  const field = el instanceof HTMLInputElement ? el : el?.querySelector('input');
  field?.focus();
}
