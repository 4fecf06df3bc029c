// Sections the product pages share: hero, promotion banner, card grids, check lists and in-page scrolling.
// Texts come from content/product-pages/*; these components hold no copy, prices or plan facts of their own.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Check } from 'lucide-react';
import type { PageMeta } from '../../../content/pages.ts';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to an element of the page (smoothly unless the visitor prefers reduced motion) and moves focus there. */
export function scrollToId(id: string, smooth = true): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

/** A link to a section of this page: works without JavaScript (#id), scrolls smoothly with it. */
export function ScrollLink({ to, className = 'button button--primary', children, onClick }: {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <a
      className={className}
      href={`#${to}`}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.();
        if (scrollToId(to)) e.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

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
    const frame = requestAnimationFrame(() => el.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, smooth]);
}

/** Hero illustration, drawn here (no image request, fixed size: no layout shift). */
export function HeroArt({ tone = '#0b4f8a' }: { tone?: string }) {
  return (
    <svg className="pp-hero__art" width="360" height="240" viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <rect x="20" y="20" width="320" height="200" rx="16" fill="#fff" stroke="#c9d3de" strokeWidth="2" />
      <rect x="20" y="20" width="320" height="36" rx="16" fill={tone} />
      <circle cx="44" cy="38" r="6" fill="#fff" opacity=".8" />
      <circle cx="64" cy="38" r="6" fill="#fff" opacity=".6" />
      <circle cx="84" cy="38" r="6" fill="#fff" opacity=".4" />
      <rect x="44" y="76" width="150" height="16" rx="8" fill={tone} opacity=".85" />
      <rect x="44" y="104" width="200" height="10" rx="5" fill="#c9d3de" />
      <rect x="44" y="122" width="170" height="10" rx="5" fill="#c9d3de" />
      <rect x="44" y="150" width="96" height="32" rx="8" fill="#b8401d" />
      <rect x="230" y="132" width="86" height="66" rx="10" fill="#e8f1fa" stroke={tone} strokeWidth="2" />
      <path d="M248 176l14-16 12 12 10-8 16 12" fill="none" stroke={tone} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The page hero: the route's h1 (exactly content/pages.ts h1), its intro, optional points and actions. */
export function ProductHero({ meta, points, children, tone }: { meta: PageMeta; points?: readonly string[]; children?: ReactNode; tone?: string }) {
  return (
    <section className="pp-hero">
      <div className="container pp-hero__inner">
        <div>
          <h1>{meta.h1}</h1>
          <p className="pp-hero__lead">{meta.intro}</p>
          {points && points.length > 0 ? <CheckList items={points} className="pp-hero__points" /> : null}
          {children ? <div className="pp-hero__actions">{children}</div> : null}
        </div>
        <HeroArt tone={tone} />
      </div>
    </section>
  );
}

/** A promotion banner linking to checkout (spec 2.5 hosting, WordPress, WooCommerce). */
export function PromoBanner({ text, note, ctaText, href, label }: { text: string; note?: string; ctaText: string; href: string; label: string }) {
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

export function CheckList({ items, className = 'pp-checks' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((t) => (
        <li key={t}>
          <Check aria-hidden="true" width={18} height={18} />
          <span>{t}</span>
        </li>
      ))}
    </ul>
  );
}

export interface InfoCardItem {
  title: string;
  text: string;
}

/** A section of titled cards (feature grids, info cards, security points). */
export function CardSection({ id, title, intro, items, columns = 3, alt = false, children }: {
  id?: string;
  title: string;
  intro?: string;
  items: readonly InfoCardItem[];
  columns?: 3 | 4;
  alt?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`pp-section${alt ? ' pp-section--alt' : ''}`} id={id} aria-label={title}>
      <div className="container">
        <h2>{title}</h2>
        {intro ? <p className="pp-section__intro">{intro}</p> : null}
        <ul className={`pp-grid pp-grid--${columns}`}>
          {items.map((c) => (
            <li key={c.title}>
              <div className="pp-card">
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}

/** A section with a check list (what all plans include, aliases, support). */
export function ListSection({ id, title, intro, items, alt = false, children }: {
  id?: string;
  title: string;
  intro?: string;
  items: readonly string[];
  alt?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`pp-section${alt ? ' pp-section--alt' : ''}`} id={id} aria-label={title}>
      <div className="container">
        <h2>{title}</h2>
        {intro ? <p className="pp-section__intro">{intro}</p> : null}
        <CheckList items={items} />
        {children}
      </div>
    </section>
  );
}
