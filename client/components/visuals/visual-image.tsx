// The <img> of a product visual, one markup for the server's ProductVisual (index.tsx) and the browser build's
// stand-in (browser.tsx), so the two always hydrate to the same element.

/** The product visuals, one drawing each (decision 110). */
export type VisualId =
  | 'domains'
  | 'hosting'
  | 'wordpress'
  | 'woocommerce'
  | 'stores'
  | 'mail'
  | 'websites'
  | 'webdesign'
  | 'local'
  | 'local-compare'
  | 'enterprise'
  | 'enterprise-listings'
  | 'enterprise-commerce'
  | 'businessmaker'
  | 'businessmaker-howitworks'
  | 'businessmaker-solutions'
  | 'businessmaker-businessplan'
  | 'businessmaker-financetracker'
  | 'businessmaker-onlinebusiness'
  | 'businessmaker-pos'
  | 'businessmaker-marketing'
  | 'businessmaker-legal'
  | 'businessmaker-guides'
  | 'businessmaker-upgrade'
  | 'getonline'
  | 'partners'
  | 'offers'
  | 'retirement'
  | 'buildmyself'
  | 'affiliate';

/** Every visual is drawn on the same 640 x 480 canvas (its viewBox). */
export const VISUAL_WIDTH = 640;
export const VISUAL_HEIGHT = 480;

export interface ProductVisualProps {
  id: VisualId;
  /** For the one in the first screen (the hero): loaded eagerly and early; all others load lazily. */
  priority?: boolean;
  className?: string;
}

/** The image scales to its container's width (`max-width: 100%; height: auto` in the stylesheet). */
export function VisualImage({
  id,
  src,
  alt,
  priority = false,
  className,
}: ProductVisualProps & { src: string; alt: string }) {
  return (
    <img
      src={src}
      width={VISUAL_WIDTH}
      height={VISUAL_HEIGHT}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-visual={id}
    />
  );
}
