import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

// The browser build's createLucideIcon (scripts/build.ts, decision 150): the same <svg> as lucide-react's
// (attributes, classes "lucide lucide-<name>", aria-hidden unless labelled, stroke width rules) without its
// icon-context and generic node builder, ~1.3 KB gzip less on every page that draws a lucide icon. The server
// renders with lucide-react itself, so both must keep agreeing (test/unit/lucide-lite.test.tsx).

type IconNode = [tag: string, attrs: Record<string, unknown>][];
interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: unknown[];
}
type IconProps = SVGProps<SVGSVGElement> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};

const merge = (...classes: unknown[]) =>
  [...new Set(classes.flatMap((c) => (typeof c === 'string' ? c.split(/\s+/).filter(Boolean) : [])))].join(' ');
const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith('aria-') || k === 'role' || k === 'title') && props[k] != null);

export default function createLucideIcon(icon: IconData) {
  const names = [
    icon.name ? `lucide-${icon.name}` : '',
    ...(icon.aliases ?? []).map((a) => (typeof a === 'string' && a.trim() ? `lucide-${a}` : '')),
  ];
  const box = icon.size ?? 24;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    {
      color,
      size,
      width,
      height,
      strokeWidth = 2,
      absoluteStrokeWidth,
      nonScalingStroke,
      className = '',
      children,
      ...rest
    },
    ref,
  ) {
    const w = width ?? size ?? 24;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(w) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: merge('lucide', ...names, className),
        ...(Boolean(children) || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [
        ...icon.node.map(([tag, attrs]) =>
          createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attrs } : attrs),
        ),
        ...(Array.isArray(children) ? children : [children]),
      ],
    );
  });
}
