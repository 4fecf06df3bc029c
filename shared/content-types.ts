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
export interface FaqItem {
  questionText: string;
  answerText: string;
}
