import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

export interface TrustItem {
  icon: IconName;
  text: string;
}

/**
 * The page hero, a split (VISUAL.md): on the left the promise in the display size (the page's one h1), one line of
 * support, the call to action or a search (`cta`), a trust line; on the right the product in use (`visual`, a
 * ProductVisual with `priority`). `aside` sits under the trust line for offers that belong to the first screen
 * (the .AI sale card on /, a starting price). Without a visual the copy takes the full width.
 */
export function Hero({
  title,
  lead,
  cta,
  aside,
  trust,
  visual,
  points,
  className,
  children,
}: {
  title: string;
  lead: ReactNode;
  cta?: ReactNode;
  aside?: ReactNode;
  trust?: readonly TrustItem[];
  visual?: ReactNode;
  /** Up to three short benefits, each with a check. */
  points?: readonly string[];
  className?: string;
  /** Anything else the page mounts into the copy column (after the call to action). */
  children?: ReactNode;
}) {
  return (
    <section className={`sk-hero${className ? ` ${className}` : ''}`}>
      <div className={`container sk-hero__inner${visual ? ' sk-hero__inner--visual' : ''}`}>
        <div className="sk-hero__copy">
          <h1>{title}</h1>
          <p className="sk-hero__lead">{lead}</p>
          {points && points.length > 0 ? (
            <ul className="sk-hero__points">
              {points.map((p) => (
                <li key={p}>
                  <Icon name="circle-check" size={20} />
                  {p}
                </li>
              ))}
            </ul>
          ) : null}
          {cta ? <div className="sk-hero__cta">{cta}</div> : null}
          {children}
          {trust && trust.length > 0 ? <TrustLine items={trust} /> : null}
          {aside}
        </div>
        {visual ? <div className="sk-hero__visual">{visual}</div> : null}
      </div>
    </section>
  );
}

/** Short facts under a call to action, each with its icon. */
export function TrustLine({ items, className = 'sk-trust' }: { items: readonly TrustItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((t) => (
        <li key={t.text}>
          <Icon name={t.icon} size={18} />
          {t.text}
        </li>
      ))}
    </ul>
  );
}
