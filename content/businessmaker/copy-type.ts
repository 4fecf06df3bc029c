// The shape of one Business Maker page's own words (one module per page beside this one).

export interface BusinessMakerCopy {
  lead: string;
  points: readonly (readonly [string, string])[];
  cta?: readonly [string, string];
  /** The page's own explanation, a heading and two short paragraphs (each sub-page stands on its own). */
  more: { title: string; paragraphs: readonly [string, string] };
}
