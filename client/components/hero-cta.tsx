import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppStore } from '../store/store-provider.tsx';

export interface HeroCtaProps {
  text: string;
  href: string;
  className?: string;
  /** Instead of following href (e.g. scroll to the plans). */
  onClick?: (e: React.MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A hero's call to action (spec 4 "Hero"): once it scrolls out of view above the fold it is pinned to the header
 * (the header fades it in over 600 ms); scrolled back, it is unpinned. Observed after hydration only.
 */
export function HeroCta({ text, href, className, onClick }: HeroCtaProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const setCta = useAppStore((s) => s.setHeaderCta);
  const unsetCta = useAppStore((s) => s.unsetHeaderCta);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => {
      // Pinned only when the button has left through the top of the viewport.
      if (!entry.isIntersecting && entry.boundingClientRect.bottom < 0) setCta({ text, href });
      else unsetCta();
    });
    io.observe(el);
    return () => {
      io.disconnect();
      unsetCta();
    };
  }, [text, href, setCta, unsetCta]);
  const cls = className ?? 'button button--primary hero-cta';
  // Site paths navigate on the client; checkout links and #anchors are plain links.
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link ref={ref} to={href} className={cls} onClick={onClick}>{text}</Link>
  ) : (
    <a ref={ref} href={href} className={cls} onClick={onClick}>{text}</a>
  );
}
