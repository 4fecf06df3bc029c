import { useId, useState } from 'react';
import { themeGalleryTexts as t, wordpressThemes } from '../../content/chrome/shared-texts.ts';

export interface GalleryTheme {
  key: string;
  title: string;
  /** Background, accent and text colours of the preview drawn here. */
  colors: readonly [string, string, string];
}

/** A theme preview drawn as SVG with fixed size (no layout shift, no network). */
function ThemePreview({ theme, width, height }: { theme: GalleryTheme; width: number; height: number }) {
  const [bg, accent, text] = theme.colors;
  return (
    <svg width={width} height={height} viewBox="0 0 320 200" role="img" aria-label={`${theme.title} theme preview`}>
      <rect width="320" height="200" rx="8" fill={bg} />
      <rect width="320" height="22" rx="8" fill={text} />
      <circle cx="14" cy="11" r="4" fill={bg} />
      <rect x="24" y="40" width="150" height="14" rx="3" fill={text} />
      <rect x="24" y="62" width="120" height="8" rx="3" fill={text} opacity="0.5" />
      <rect x="24" y="80" width="70" height="20" rx="4" fill={accent} />
      <rect x="190" y="36" width="106" height="72" rx="6" fill={accent} opacity="0.35" />
      {[24, 122, 220].map((x) => (
        <rect key={x} x={x} y="124" width="76" height="56" rx="6" fill={text} opacity="0.12" />
      ))}
    </svg>
  );
}

export interface ThemeGalleryProps {
  themes?: readonly GalleryTheme[];
  heading?: string;
}

/** The WordPress theme image gallery (spec 2.4): a large preview, previous/next buttons and thumbnails. */
export function ThemeGallery({ themes = wordpressThemes, heading = t.heading }: ThemeGalleryProps) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const go = (i: number) => setIndex((i + themes.length) % themes.length);
  const current = themes[index];
  if (!current) return null;
  return (
    <section className="theme-gallery" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      <div className="theme-gallery__stage">
        <button type="button" className="theme-gallery__nav" aria-label={t.previous} onClick={() => go(index - 1)}>‹</button>
        <figure className="theme-gallery__figure" aria-live="polite">
          <ThemePreview theme={current} width={640} height={400} />
          <figcaption>{current.title}</figcaption>
        </figure>
        <button type="button" className="theme-gallery__nav" aria-label={t.next} onClick={() => go(index + 1)}>›</button>
      </div>
      <ul className="theme-gallery__thumbs">
        {themes.map((th, i) => (
          <li key={th.key}>
            <button type="button" aria-pressed={i === index} aria-label={`Show ${th.title}`} onClick={() => go(i)}>
              <svg width="96" height="60" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
                <rect width="320" height="200" rx="8" fill={th.colors[0]} />
                <rect x="24" y="40" width="150" height="14" fill={th.colors[2]} />
                <rect x="24" y="80" width="70" height="20" fill={th.colors[1]} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
