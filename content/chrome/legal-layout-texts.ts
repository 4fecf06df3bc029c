// Words of the legal layout only: a module of its own, so they travel in that layout's chunk and no chunk is shared.

/** The legal layout's header name (spec 2.3: the terms centre). */
export const termsCenterLabel = 'Terms Center';
