// Product visuals: one drawing per product showing it in use, made here as SVG in one style (decision 110).
// Each is a hashed file under /assets shown with <img>, so it costs no JavaScript and is cached for good; the
// size is fixed (the files' viewBox) so nothing moves while it loads.
import { visualAlts } from '../../../content/visuals.ts';
import domains from './domains.svg';
import hosting from './hosting.svg';
import wordpress from './wordpress.svg';
import woocommerce from './woocommerce.svg';
import stores from './stores.svg';
import mail from './mail.svg';
import websites from './websites.svg';
import webdesign from './webdesign.svg';
import local from './local.svg';
import enterprise from './enterprise.svg';
import businessmaker from './businessmaker.svg';

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

/** The drawn visuals; an id not drawn yet renders nothing. */
export const visualUrls: Partial<Record<VisualId, string>> = {
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
};

const alts: Record<VisualId, string> = visualAlts;

/**
 * A product visual. `priority` for the one in the first screen (the hero): loaded eagerly and early; all others
 * load lazily. The image scales to its container's width (`max-width: 100%; height: auto` in the stylesheet).
 */
export function ProductVisual({ id, priority = false, className }: { id: VisualId; priority?: boolean; className?: string }) {
  if (!visualUrls[id]) return null;
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
    />
  );
}
