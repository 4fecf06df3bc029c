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

export interface DemoItem {
  name: string;
  text: string;
  price?: string;
  icon?: DemoIcon;
}

export interface DemoOffer {
  /** Section anchor and navigation label, e.g. "Menu", "Services", "Shop". */
  nav: string;
  title: string;
  intro: string;
  /** menu: priced lists in groups; cards: services with icons; tiles: products or work, each with a swatch. */
  kind: 'menu' | 'cards' | 'tiles';
  groups: readonly { title?: string; items: readonly DemoItem[] }[];
  note?: string;
}

export interface ThemeDemo {
  themeId: ThemeId;
  business: string;
  /** One line under the name in the site header. */
  kind: string;
  logoIcon: DemoIcon;
  /** Heading face: a serif for restaurants and studios, the sans face elsewhere. */
  face: 'serif' | 'sans';
  variants: Readonly<Record<string, DemoPalette>>;
  /** Label of each variant shown in the theme bar. */
  variantLabels: Readonly<Record<string, string>>;
  hero: {
    eyebrow: string;
    title: string;
    text: string;
    primary: string;
    secondary: string;
    art: { icon: DemoIcon; caption: string; chips: readonly { icon: DemoIcon; text: string }[] };
  };
  highlights: readonly { icon: DemoIcon; title: string; text: string }[];
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
