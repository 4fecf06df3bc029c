// The visuals' words drawn as outlines of the brand face (Figtree, @fontsource, OFL-1.1). A visual is an <img>, and
// an image's SVG cannot load the page's web font, so <text> fell back to each platform's own sans-serif. Outlines
// look the same in every browser. Each glyph is one <path> in <defs>, in 1/200 em, and a word places it with
// <use x>, so a letter used forty times costs its outline once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import { el, n } from './markup.ts';

const require = createRequire(import.meta.url);
const FILES = path.join(path.dirname(require.resolve('@fontsource/figtree/package.json')), 'files');
const fonts = new Map<number, opentype.Font>();
function face(weight: number): opentype.Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(path.join(FILES, `figtree-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

export interface GlyphRun {
  t: string;
  size: number;
  weight: number;
  fill: string;
  strike?: boolean;
  /** Extra space after each letter, in px (CSS letter-spacing). */
  spacing?: number;
}

interface Placed {
  run: GlyphRun;
  glyphs: { id: string; glyph: opentype.Glyph; x: number }[];
  /** Advance of the whole run, in px. */
  width: number;
}

const used = new Map<string, string>();

/**
 * Outlines are stored in 1/200 em: at the visuals' largest text (about 40 px) a unit is 0.2 px, so rounding moves a
 * point by at most 0.1 px, and the numbers stay short.
 */
const EM = 200;

/** Numbers of a path command: a minus sign separates as well as a space does. */
const join = (v: readonly number[]) => v.map((x, i) => (i && x >= 0 ? ` ${x}` : String(x))).join('');

/** A glyph's outline as a path with integer coordinates relative to the current (rounded) point. */
function outlinePath(g: opentype.Glyph): string {
  let d = '';
  let [px, py] = [0, 0];
  let [sx, sy] = [0, 0];
  // Every point of a relative command is measured from the command's start; the pen then moves to its last point.
  const step = (cmd: string, pts: number[]) => {
    const r = pts.map(Math.round);
    const v = r.map((x, i) => x - (i % 2 ? py : px));
    // A straight line along an axis is h or v; one that goes nowhere is dropped.
    if (cmd === 'l' && !v[0] && !v[1]) return;
    d += cmd === 'l' && !v[1] ? `h${v[0]}` : cmd === 'l' && !v[0] ? `v${v[1]}` : cmd + join(v);
    [px, py] = [r[r.length - 2], r[r.length - 1]];
  };
  for (const c of g.getPath(0, 0, EM).commands) {
    if (c.type === 'M') {
      step('m', [c.x, c.y]);
      [sx, sy] = [px, py];
    } else if (c.type === 'L') step('l', [c.x, c.y]);
    else if (c.type === 'Q') step('q', [c.x1, c.y1, c.x, c.y]);
    else if (c.type === 'C') step('c', [c.x1, c.y1, c.x2, c.y2, c.x, c.y]);
    else {
      d += 'z';
      [px, py] = [sx, sy];
    }
  }
  return d;
}

function place(run: GlyphRun): Placed {
  const font = face(run.weight);
  const unit = run.size / font.unitsPerEm;
  const spacing = (run.spacing ?? 0) / unit;
  const toEm = EM / font.unitsPerEm;
  const glyphs = font.stringToGlyphs(run.t);
  const out: Placed['glyphs'] = [];
  let x = 0;
  for (const c of run.t) {
    if (c.trim() && !font.charToGlyphIndex(c)) throw new Error(`Figtree (latin) has no glyph for "${c}" in "${run.t}"`);
  }
  glyphs.forEach((g, i) => {
    const id = `g${run.weight / 100}${(g.index ?? 0).toString(36)}`;
    // A space has no outline: it only moves the pen.
    if (g.path.commands.length) out.push({ id, glyph: g, x: Math.round(x * toEm) });
    x += (g.advanceWidth ?? 0) + spacing;
    if (i + 1 < glyphs.length) x += font.getKerningValue(g, glyphs[i + 1]);
  });
  return { run, glyphs: out, width: x * unit };
}

/** Width in px of a text in the brand face, as it is drawn. */
export const textWidth = (runs: readonly GlyphRun[]) => runs.reduce((w, r) => w + place(r).width, 0);

/**
 * The runs as outlines with their baseline starting at (x, y), or centred on or ending at x. A struck run gets a
 * line at the face's strike-out position.
 */
export function outline(x: number, y: number, runs: readonly GlyphRun[], anchor: 'start' | 'middle' | 'end'): string {
  recording?.push(runs.map((r) => r.t).join(''));
  const placed = runs.map(place);
  const total = placed.reduce((w, p) => w + p.width, 0);
  let pen = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
  let out = '';
  for (const { run, glyphs, width } of placed) {
    const font = face(run.weight);
    const unit = run.size / font.unitsPerEm;
    if (glyphs.length) {
      // Only a drawn glyph gets its outline in the file, not one whose word was only measured.
      for (const g of glyphs) if (!used.has(g.id)) used.set(g.id, outlinePath(g.glyph));
      const scale = Number((run.size / EM).toPrecision(4));
      const uses = glyphs.map((g) => el('use', { href: `#${g.id}`, x: g.x || undefined })).join('');
      out += el('g', { fill: run.fill, transform: `translate(${n(pen)} ${n(y)}) scale(${scale})` }, uses);
    }
    if (run.strike) {
      const os2 = font.tables.os2 as unknown as { yStrikeoutPosition: number; yStrikeoutSize: number };
      const [top, height] = [y - os2.yStrikeoutPosition * unit, Math.max(os2.yStrikeoutSize * unit, 0.75)];
      out += el('rect', { x: pen, y: top, width, height, fill: run.fill });
    }
    pen += width;
  }
  return out;
}

let recording: string[] | undefined;
/** What a drawing writes, as text: the file no longer holds its words as characters, so tests read them here. */
export function withTexts(draw: () => string): { svg: string; texts: string[] } {
  recording = [];
  try {
    return { svg: draw(), texts: recording };
  } finally {
    recording = undefined;
  }
}

/** The outlines used since the last call, as <path> definitions; starts the next file afresh. */
export function glyphDefs(): string {
  const defs = [...used].map(([id, d]) => el('path', { id, d })).join('');
  used.clear();
  return defs;
}
