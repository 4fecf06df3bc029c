// Small builders for the demos' drawings (decision 256): each returns one SVG element as data. Only the theme
// content modules import this, so it loads with a theme's texts, never with other pages.
import type { DemoShape } from './types.ts';

type N = number;

export const rect = (x: N, y: N, width: N, height: N, fill: string, rx: N = 0): DemoShape => [
  'rect',
  { x, y, width, height, rx, fill },
];
export const circle = (cx: N, cy: N, r: N, fill: string): DemoShape => ['circle', { cx, cy, r, fill }];
export const ellipse = (cx: N, cy: N, rx: N, ry: N, fill: string): DemoShape => ['ellipse', { cx, cy, rx, ry, fill }];
export const path = (d: string, fill: string, stroke?: string, strokeWidth: N = 2): DemoShape => [
  'path',
  stroke ? { d, fill, stroke, strokeWidth, strokeLinecap: 'round', strokeLinejoin: 'round' } : { d, fill },
];
export const line = (x1: N, y1: N, x2: N, y2: N, stroke: string, strokeWidth: N = 2): DemoShape => [
  'line',
  { x1, y1, x2, y2, stroke, strokeWidth, strokeLinecap: 'round' },
];
export const ring = (cx: N, cy: N, r: N, stroke: string, strokeWidth: N = 2): DemoShape => [
  'circle',
  { cx, cy, r, fill: 'none', stroke, strokeWidth },
];

/** Lines of "text" in a drawing: grey bars, so a drawing never holds words. */
export const bars = (x: N, y: N, widths: readonly N[], fill: string, h: N = 6, gap: N = 12): DemoShape[] =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2));

/** Sparkles: four-pointed stars. */
export const star = (cx: N, cy: N, r: N, fill: string): DemoShape =>
  path(
    `M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}Z`,
    fill,
  );
