// Shapes of content that both sides read (spec 3), declared once: content/ fills them, client/ renders them,
// server/ puts page metadata in the head and the app data.

/** Page metadata (spec 3 "Page metadata": name, title, description), the page heading and its breadcrumb trail. */
export interface PageMeta {
  name: string;
  title: string;
  description: string;
  h1: string;
  /** A short, true sentence under the heading. */
  intro: string;
  /** Breadcrumb trail after Home, as [label, path]; absent where the page has none (spec 2.4 "per listed path"). */
  breadcrumbs?: ReadonlyArray<readonly [string, string]>;
}

/** spec 3 "FAQ item". */
/**
 * A fact of a hero's trust line (spec 9 claims only) with the line icon of the section kit drawn beside it: a
 * guarantee its badge, support its headset, years in business an award, hosting a server, directories a map pin.
 */
export interface TrustFact {
  text: string;
  icon: 'badge-check' | 'headphones' | 'award' | 'server' | 'map-pin';
}

export interface FaqItem {
  questionText: string;
  answerText: string;
}

/**
 * spec 3 "Product banner card". `id` is the rate plan the card sells: its price, the price it replaces and the
 * saving come from the catalogue (decision 162), and `save` words that saving (`{n}` is the percent). The button
 * goes to checkout for `id`; `link` is the product page the card's title leads to. `imageLink` names the card's
 * picture in the site's own icon set and `backgroundColor` one of the site's tints: no image or colour from
 * elsewhere.
 */
export interface ProductBannerCard<Image extends string = string> {
  id: string;
  title: string;
  subTitle: string;
  /** The first-term monthly price, the list price it replaces and the saving, as price placeholders of its plan. */
  price: string;
  was: string;
  save: string;
  description: string;
  button: string;
  link: string;
  imageLink: Image;
  backgroundColor: 'tint' | 'sand' | 'mint' | 'blue' | 'teal' | 'plum';
  /** A link to the product's own page under the button, and its words. */
  more?: string;
}

/** One picture at one screen size: a file of the site's own (public/), its drawn size so nothing shifts, its words. */
export interface ShowcaseImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * spec 3 "Showcase category": key, name, image lists for desktop and mobile, call-to-action text and link. The two
 * lists pair up by position: the nth desktop image and the nth mobile image are one picture drawn for each size.
 */
export interface ShowcaseCategory<Key extends string = string> {
  key: Key;
  name: string;
  desktopImages: readonly ShowcaseImage[];
  mobileImages: readonly ShowcaseImage[];
  ctaText: string;
  ctaLink: string;
}
