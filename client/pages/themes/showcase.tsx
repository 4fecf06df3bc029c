import { Link } from 'react-router-dom';
import type { ShowcaseCategory } from '../../../shared/content-types.ts';

/** The width from which the desktop pictures show: the websites pages' mobile-versus-desktop line (spec 4). */
const DESKTOP = '(min-width: 768px)';

/**
 * A showcase category's pictures and call to action (spec 3 "Showcase category"). Each desktop picture and the
 * mobile one at the same position are one <picture>: the browser fetches only the one its width needs, and both
 * sizes are declared so nothing shifts whichever it picks. The pictures sit in tabs and below the hero, so lazily.
 */
export function Showcase({ category }: { category: ShowcaseCategory }) {
  return (
    <div className="showcase">
      {category.desktopImages.map((d, i) => {
        const m = category.mobileImages[i] ?? d;
        return (
          <picture key={d.src} className="showcase__picture">
            <source media={DESKTOP} srcSet={d.src} width={d.width} height={d.height} />
            <img src={m.src} width={m.width} height={m.height} alt={m.alt} loading="lazy" decoding="async" />
          </picture>
        );
      })}
      <p className="showcase__cta">
        <Link className="button button--primary" to={category.ctaLink}>
          {category.ctaText}
        </Link>
      </p>
    </div>
  );
}
