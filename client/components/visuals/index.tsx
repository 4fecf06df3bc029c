// Product visuals: one drawing per product showing it in use, made here as SVG in one style (decision 110).
// Each is a hashed file under /assets shown with <img>, so it costs no JavaScript and is cached for good; the
// size is fixed (the files' viewBox) so nothing moves while it loads.
import { visualAlts } from '../../../content/visuals.ts';
import businessmaker from './businessmaker.svg';
import domains from './domains.svg';
import enterprise from './enterprise.svg';
import hosting from './hosting.svg';
import local from './local.svg';
import mail from './mail.svg';
import partners from './partners.svg';
import stores from './stores.svg';
import webdesign from './webdesign.svg';
import websites from './websites.svg';
import woocommerce from './woocommerce.svg';
import wordpress from './wordpress.svg';

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
  | 'enterprise'
  | 'businessmaker'
  | 'partners';

/** Every visual is drawn on the same 640 x 480 canvas (its viewBox). */
export const VISUAL_WIDTH = 640;
export const VISUAL_HEIGHT = 480;

export const visualUrls: Record<VisualId, string> = {
  domains,
  hosting,
  wordpress,
  woocommerce,
  stores,
  mail,
  websites,
  webdesign,
  local,
  enterprise,
  businessmaker,
  partners,
};

const alts: Record<VisualId, string> = visualAlts;

/** The text alternative of a visual (the browser build's stand-in, ./browser.tsx, reads it from here). */
export const visualAlt = (id: VisualId): string => alts[id];

/**
 * A product visual. `priority` for the one in the first screen (the hero): loaded eagerly and early; all others
 * load lazily. The image scales to its container's width (`max-width: 100%; height: auto` in the stylesheet).
 */
export function ProductVisual({
  id,
  priority = false,
  className,
}: {
  id: VisualId;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={visualUrls[id]}
      width={VISUAL_WIDTH}
      height={VISUAL_HEIGHT}
      alt={alts[id]}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-visual={id}
    />
  );
}
