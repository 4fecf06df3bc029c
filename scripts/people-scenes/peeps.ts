// Full-body Open Peeps (Pablo Stanley, CC0 1.0) from the react-peeps package (MIT, Emre Çakır), read from an
// unpacked copy of the package named on the command line, so the site takes no dependency on it. The package's
// modules build their drawing with React.createElement; a small stand-in for `react` writes the same elements as
// SVG markup, which keeps the script free of React and the output free of anything React would add.
import Module, { createRequire } from 'node:module';

type Props = Record<string, unknown> & { children?: unknown };
type Component = (props: Props) => string;

const attrName = (k: string) =>
  k === 'className' ? 'class' : k === 'viewBox' ? k : k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

function createElement(type: string | Component, props: Props | null, ...children: unknown[]): string {
  const p = props ?? {};
  if (typeof type === 'function') return type({ ...p, children });
  const attrs = Object.entries(p)
    .filter(([k, v]) => k !== 'children' && v !== null && v !== undefined && v !== false)
    .map(([k, v]) => ` ${attrName(k)}="${String(v)}"`)
    .join('');
  const body = children
    .flat(Infinity)
    .filter((c) => c !== null && c !== undefined && typeof c !== 'boolean')
    .join('');
  return `<${type}${attrs}>${body}</${type}>`;
}

const stand: Record<string, unknown> = { createElement, useMemo: (f: () => unknown) => f(), Fragment: 'g' };
stand.default = stand;

interface Peeps {
  default: (props: Props) => string;
  BustPose: Record<string, unknown>;
  SittingPose: Record<string, unknown>;
  StandingPose: Record<string, unknown>;
}

/** Loads react-peeps from its unpacked folder (the one holding its package.json) with the stand-in for React. */
export function loadPeeps(dir: string): Peeps {
  const loader = Module as unknown as { _load: (req: string, ...rest: unknown[]) => unknown };
  const original = loader._load;
  loader._load = function (req: string, ...rest: unknown[]) {
    return req === 'react' ? stand : original.call(this, req, ...rest);
  };
  try {
    const pkg = createRequire(`${dir}/`)(`${dir}/package.json`) as { name: string; version: string };
    if (pkg.name !== 'react-peeps') throw new Error(`${dir} holds ${pkg.name}, not react-peeps`);
    return createRequire(`${dir}/`)(`${dir}/lib/peeps/index.js`) as Peeps;
  } finally {
    loader._load = original;
  }
}

/** Numbers joined as SVG allows: a minus sign separates as well as a space does. */
const join = (nums: number[]) => nums.map((v, i) => (i > 0 && v >= 0 ? ` ${v}` : String(v))).join('');

/**
 * The set's path data (absolute M, L, C and Z) as relative commands in whole units of its canvas. A figure is about
 * 2,900 units tall and drawn 250-350 px high, so a unit is an eighth of a pixel: the files shrink by more than half
 * and look the same. Positions are rounded before the differences are taken, so no error adds up along a path.
 */
export function relativePath(d: string): string {
  const tokens = d.match(/-?\d*\.?\d+(?:e-?\d+)?|[A-Za-z]/g) ?? [];
  let out = '';
  let cmd = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const nums: number[] = [];
  const flush = () => {
    if (!cmd) return;
    const arity = cmd === 'C' ? 6 : cmd === 'Z' ? 0 : 2;
    if (arity === 0) {
      out += 'z';
      x = startX;
      y = startY;
      return;
    }
    if (!['M', 'L', 'C'].includes(cmd)) throw new Error(`react-peeps: path command ${cmd} not handled`);
    for (let i = 0; i + arity <= nums.length; i += arity) {
      const abs = nums.slice(i, i + arity).map(Math.round);
      const rel = abs.map((v, k) => v - (k % 2 ? y : x));
      const letter = cmd === 'M' && i === 0 ? 'm' : cmd === 'C' ? 'c' : 'l';
      out += letter + join(rel);
      x = abs[arity - 2]!;
      y = abs[arity - 1]!;
      if (cmd === 'M' && i === 0) {
        startX = x;
        startY = y;
      }
    }
  };
  for (const t of tokens) {
    if (/^[A-Za-z]$/.test(t)) {
      flush();
      cmd = t;
      nums.length = 0;
    } else nums.push(Number(t));
  }
  flush();
  // The first move is relative to the origin, which is what an absolute move says.
  return out.replace(/^m/, 'M');
}

/** Every path of a drawing of the set in the compact form of relativePath. */
export const compact = (svg: string): string =>
  svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${relativePath(d)}"`);
