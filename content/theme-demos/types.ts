// Typed content of the theme demos (decision 120): each website-builder theme is shown as a sample website of
// its kind of business. Every name, address, phone number (555-01xx, reserved for fiction) and price is made up;
// there are no reviews, ratings or customer logos.
import type { ThemeId } from '../../shared/theme-ids.ts';

/** Line icons the demos may use (drawn by client/pages/theme-demo/icons.ts from lucide-react). */
export type DemoIcon =
  | 'coffee'
  | 'croissant'
  | 'leaf'
  | 'clock'
  | 'calendar'
  | 'briefcase'
  | 'chart'
  | 'users'
  | 'calculator'
  | 'file'
  | 'shield'
  | 'gift'
  | 'shopping-bag'
  | 'truck'
  | 'apple'
  | 'carrot'
  | 'sprout'
  | 'camera'
  | 'image'
  | 'heart'
  | 'sparkles'
  | 'palette'
  | 'pen'
  | 'hammer'
  | 'wrench'
  | 'paintbrush'
  | 'home'
  | 'check'
  | 'wine'
  | 'utensils'
  | 'sun'
  | 'lamp'
  | 'book'
  | 'handshake'
  | 'target';

/** Colours of one variant. Every text pair meets WCAG AA: ink and muted on bg and surface, onAccent on accent. */
export interface DemoPalette {
  bg: string;
  surface: string;
  soft: string;
  ink: string;
  muted: string;
  accent: string;
  onAccent: string;
  line: string;
  /** Two colours of the hero artwork's gradient. */
  art: readonly [string, string];
}

/**
 * A picture drawn in code (decision 256): an SVG of w x h user units, as a list of elements with their attributes.
 * With alt it is an image (role img); without, decoration hidden from assistive technology.
 */
export type DemoShape = readonly [
  'rect' | 'circle' | 'ellipse' | 'path' | 'line' | 'polygon' | 'polyline',
  Readonly<Record<string, string | number>>,
];
export interface Drawing {
  w: number;
  h: number;
  alt?: string;
  shapes: readonly DemoShape[];
}

/** Display faces of the themes (@fontsource, latin, one weight; client/styles/theme-demo-fonts.css). */
export type DemoFace =
  | 'fraunces'
  | 'playfair'
  | 'dm-serif'
  | 'space-grotesk'
  | 'baskerville'
  | 'bricolage'
  | 'cormorant'
  | 'syne'
  | 'archivo-black'
  | 'outfit';

/** Body faces of the themes (@fontsource-variable, latin, the weight axis; client/styles/theme-demo-fonts.css). */
export type DemoBodyFace =
  | 'work-sans'
  | 'lora'
  | 'dm-sans'
  | 'ibm-plex-sans'
  | 'source-sans'
  | 'nunito'
  | 'karla'
  | 'manrope'
  | 'archivo'
  | 'nunito-sans';

export interface DemoItem {
  name: string;
  text: string;
  price?: string;
  icon?: DemoIcon;
  /** A product or a piece of work, drawn. */
  art?: Drawing;
  /** A short label on a product or piece, e.g. "New" or "2024, ink on paper". */
  tag?: string;
}

export interface DemoOffer {
  /** Section anchor and navigation label, e.g. "Menu", "Services", "Shop". */
  nav: string;
  title: string;
  intro: string;
  groups: readonly { title?: string; items: readonly DemoItem[] }[];
  note?: string;
}

interface DemoBase {
  themeId: ThemeId;
  business: string;
  /** One line under the name in the site header. */
  kind: string;
  logoIcon: DemoIcon;
  /** The display face of headings. */
  face: DemoFace;
  /** The face of everything else on the demo, paired with the display face. */
  bodyFace: DemoBodyFace;
  variants: Readonly<Record<string, DemoPalette>>;
  /** Label of each variant shown in the theme bar. */
  variantLabels: Readonly<Record<string, string>>;
  hero: {
    eyebrow: string;
    title: string;
    text: string;
    primary: string;
    secondary: string;
    art: Drawing;
  };
  offer: DemoOffer;
  about: {
    nav: string;
    title: string;
    paragraphs: readonly string[];
    facts: readonly { value: string; label: string }[];
  };
  contact: {
    nav: string;
    title: string;
    text: string;
    cta: string;
    /** What the call to action opens: a phone call or an email. */
    via: 'phone' | 'email';
    address: readonly string[];
    phone: string;
    email: string;
    hours: readonly (readonly [string, string])[];
  };
}

/** A restaurant or cafe: centred header, a wide drawn scene, the priced menu, booking by phone, the story. */
export interface RestaurantDemo extends DemoBase {
  structure: 'restaurant';
  booking: {
    nav: string;
    title: string;
    text: string;
    /** Times a table can be booked for, e.g. "6:00 pm". */
    slotsTitle: string;
    slots: readonly string[];
    cta: string;
    note: string;
  };
}

/** A shop: a promotion hero, a grid of drawn products with prices, a sample cart summary (no checkout). */
/** Three promises in a band under the hero (shops and services firms). */
export type DemoHighlights = readonly { icon: DemoIcon; title: string; text: string }[];

export interface ShopDemo extends DemoBase {
  structure: 'shop';
  highlights: DemoHighlights;
  cartLabel: string;
  cart: {
    title: string;
    items: readonly { name: string; qty: string; price: string }[];
    lines: readonly (readonly [string, string])[];
    total: readonly [string, string];
    note: string;
  };
}

/** A studio: a typographic hero, a gallery of drawn pieces, how a commission goes, the studio. */
export interface PortfolioDemo extends DemoBase {
  structure: 'portfolio';
  process: { title: string; steps: readonly { title: string; text: string }[] };
}

/** A services firm: split hero with a scene, services, priced packages, how it works, a quote band. */
export interface ServicesDemo extends DemoBase {
  structure: 'services';
  highlights: DemoHighlights;
  packages: {
    nav: string;
    title: string;
    intro: string;
    plans: readonly { name: string; price: string; per: string; text: string; features: readonly string[] }[];
    /** Index of the plan shown as the usual choice, with its label. */
    featured: { index: number; label: string };
    note: string;
  };
  steps: { title: string; items: readonly { title: string; text: string }[] };
  quote: { title: string; text: string; cta: string };
}

export type ThemeDemo = RestaurantDemo | ShopDemo | PortfolioDemo | ServicesDemo;
export type DemoStructure = ThemeDemo['structure'];
