import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { themes } from '../../../content/themes.ts';
import { websitesPage as c } from '../../../content/pages/websites.ts';
import { ThemeCard } from '../../components/pricing/theme-card.tsx';
import { CarouselButton } from '../../components/carousel-button.tsx';
import { prefersReducedMotion } from '../../components/reduced-motion.ts';

/** spec 9 "Carousels": the themes carousel advances every 5000 ms with a 1000 ms transition (CSS). */
export const THEME_CAROUSEL = { autoplayMs: 5000, transitionMs: 1000, perView: 3 } as const;

/** The next slide index: one step, back to the first after the last full view. */
export function nextThemeIndex(index: number, count: number, perView: number = THEME_CAROUSEL.perView): number {
  const last = Math.max(0, count - perView);
  return index >= last ? 0 : index + 1;
}

export function previousThemeIndex(index: number, count: number, perView: number = THEME_CAROUSEL.perView): number {
  const last = Math.max(0, count - perView);
  return index <= 0 ? last : index - 1;
}

/**
 * The desktop-only theme carousel of /websites (spec 2.5): 10 themes, three in view. It is hidden below 768 px by
 * CSS and only plays where it shows, never when the visitor prefers reduced motion, and pauses on hover, on focus
 * and with its Pause button (WCAG 2.2.2).
 */
export function ThemeCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  // The themes out of view are made inert only once the script runs: without it the carousel lists every theme
  // (decision 250), and each must be reachable. Inert moves nothing, so hydration shifts no layout.
  const [live, setLive] = useState(false);
  const count = themes.length;

  useEffect(() => setLive(true), []);

  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused || held) return;
    if (!window.matchMedia('(min-width: 768px)').matches) return;
    const t = setInterval(() => setIndex((i) => nextThemeIndex(i, count)), THEME_CAROUSEL.autoplayMs);
    return () => clearInterval(t);
  }, [paused, held, count]);

  return (
    <section
      className="pp-section pp-carousel"
      id="themes"
      aria-labelledby="themes-title"
      aria-roledescription={c.carouselRole}
    >
      <div
        className="container"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <h2 id="themes-title">{c.themesTitle}</h2>
        <p className="pp-section__intro">{c.themesIntro}</p>
        <div className="pp-carousel__viewport">
          <ul
            className="pp-carousel__track"
            style={
              index
                ? { transform: `translateX(calc(${-index} * (100% + var(--space-5)) / ${THEME_CAROUSEL.perView}))` }
                : undefined
            }
          >
            {themes.map((t, i) => {
              const off = live && (i < index || i >= index + THEME_CAROUSEL.perView);
              return (
                <li key={t.id} className="pp-carousel__slide" aria-hidden={off || undefined} inert={off || undefined}>
                  <ThemeCard theme={t} byline />
                </li>
              );
            })}
          </ul>
        </div>
        <div className="pp-carousel__controls">
          <CarouselButton
            icon="chevron-left"
            label={c.carouselPrev}
            onClick={() => setIndex((i) => previousThemeIndex(i, count))}
          />
          <CarouselButton
            icon={paused ? 'play' : 'pause'}
            label={paused ? c.carouselPlay : c.carouselPause}
            onClick={() => setPaused(!paused)}
          />
          <CarouselButton
            icon="chevron-right"
            label={c.carouselNext}
            onClick={() => setIndex((i) => nextThemeIndex(i, count))}
          />
          <Link className="button button--primary" to="/websites/themes">
            {c.allThemes}
          </Link>
        </div>
      </div>
    </section>
  );
}
