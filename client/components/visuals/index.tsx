// Product visuals: one drawing per product showing it in use, made here as SVG in one style (decision 110).
// Each is a hashed file under /assets shown with <img>, so it costs no JavaScript and is cached for good; the
// size is fixed (the files' viewBox) so nothing moves while it loads.
import { visualAlts } from '../../../content/visuals.ts';
import { VisualImage, type ProductVisualProps, type VisualId } from './visual-image.tsx';
import affiliate from './affiliate.svg';
import businessmaker from './businessmaker.svg';
import bmHowitworks from './businessmaker-howitworks.svg';
import bmSolutions from './businessmaker-solutions.svg';
import bmBusinessplan from './businessmaker-businessplan.svg';
import bmFinancetracker from './businessmaker-financetracker.svg';
import bmOnlinebusiness from './businessmaker-onlinebusiness.svg';
import bmPos from './businessmaker-pos.svg';
import bmMarketing from './businessmaker-marketing.svg';
import bmLegal from './businessmaker-legal.svg';
import bmGuides from './businessmaker-guides.svg';
import bmUpgrade from './businessmaker-upgrade.svg';
import buildmyself from './buildmyself.svg';
import domains from './domains.svg';
import enterprise from './enterprise.svg';
import enterpriseCommerce from './enterprise-commerce.svg';
import enterpriseListings from './enterprise-listings.svg';
import getonline from './getonline.svg';
import hosting from './hosting.svg';
import local from './local.svg';
import localCompare from './local-compare.svg';
import mail from './mail.svg';
import offers from './offers.svg';
import partners from './partners.svg';
import retirement from './retirement.svg';
import stores from './stores.svg';
import webdesign from './webdesign.svg';
import websites from './websites.svg';
import woocommerce from './woocommerce.svg';
import wordpress from './wordpress.svg';

export { VISUAL_HEIGHT, VISUAL_WIDTH, type VisualId } from './visual-image.tsx';

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
  'local-compare': localCompare,
  enterprise,
  'enterprise-listings': enterpriseListings,
  'enterprise-commerce': enterpriseCommerce,
  businessmaker,
  'businessmaker-howitworks': bmHowitworks,
  'businessmaker-solutions': bmSolutions,
  'businessmaker-businessplan': bmBusinessplan,
  'businessmaker-financetracker': bmFinancetracker,
  'businessmaker-onlinebusiness': bmOnlinebusiness,
  'businessmaker-pos': bmPos,
  'businessmaker-marketing': bmMarketing,
  'businessmaker-legal': bmLegal,
  'businessmaker-guides': bmGuides,
  'businessmaker-upgrade': bmUpgrade,
  getonline,
  partners,
  offers,
  retirement,
  buildmyself,
  affiliate,
};

const alts: Record<VisualId, string> = visualAlts;

/** The text alternative of a visual (the browser build's stand-in, ./browser.tsx, reads it from here). */
export const visualAlt = (id: VisualId): string => alts[id];

/** A product visual: its hashed file as an <img>, lazily loaded unless `priority` (visual-image.tsx). */
export function ProductVisual(props: ProductVisualProps) {
  return <VisualImage {...props} src={visualUrls[props.id]} alt={alts[props.id]} />;
}
