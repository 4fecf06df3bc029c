import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { themeGalleryTexts as t } from '../../content/chrome/theme-gallery-texts.ts';
import { themes as builderThemes, themeCardTexts, themeViewUrl, type Theme } from '../../content/themes.ts';
import { THUMB_SIZE, themeThumbnails } from './theme-thumbnails.ts';
import { CarouselButton } from './carousel-button.tsx';

export interface ThemeGalleryProps {
  themes?: readonly Theme[];
  heading?: string;
}

/**
 * The theme image gallery (spec 2.4): a large preview, previous/next buttons and thumbnails. The images are
 * screenshots of the themes' demo pages (decision 121); the gallery sits below the fold, so they load lazily.
 */
export function ThemeGallery({ themes = builderThemes, heading = t.heading }: ThemeGalleryProps) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const go = (i: number) => setIndex((i + themes.length) % themes.length);
  const current = themes[index];
  if (!current) return null;
  const big = themeThumbnails[current.id];
  return (
    <section className="theme-gallery" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      <div className="theme-gallery__stage">
        <CarouselButton icon="chevron-left" label={t.previous} onClick={() => go(index - 1)} />
        <figure className="theme-gallery__figure" aria-live="polite">
          <img
            src={big.x2}
            srcSet={`${big.x1} ${THUMB_SIZE.width}w, ${big.x2} ${THUMB_SIZE.width * 2}w`}
            sizes="(min-width: 768px) 640px, calc(100vw - 120px)"
            width={THUMB_SIZE.width * 2}
            height={THUMB_SIZE.height * 2}
            alt={t.picture(current.title)}
            loading="lazy"
            decoding="async"
          />
          <figcaption>
            {current.title}{' '}
            <Link to={themeViewUrl(current)} aria-label={`${themeCardTexts.viewText} ${current.title}`}>
              {themeCardTexts.viewText}
            </Link>
          </figcaption>
        </figure>
        <CarouselButton icon="chevron-right" label={t.next} onClick={() => go(index + 1)} />
      </div>
      <ul className="theme-gallery__thumbs">
        {themes.map((th, i) => (
          <li key={th.id}>
            <button type="button" aria-pressed={i === index} aria-label={t.show(th.title)} onClick={() => go(i)}>
              <img src={themeThumbnails[th.id].x1} width={96} height={72} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
