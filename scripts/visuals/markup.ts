// SVG markup of the product visuals: one element writer for the drawing kit and the glyph outliner, so every
// number in a file is rounded the same way and every attribute escaped the same way.

/** A coordinate or size, to a hundredth of a pixel. */
export const n = (v: number) => String(Math.round(v * 100) / 100);
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Attrs = Record<string, string | number | undefined>;
const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : esc(String(v))}"`)
    .join('');

export const el = (tag: string, a: Attrs = {}, body?: string) =>
  body === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;
