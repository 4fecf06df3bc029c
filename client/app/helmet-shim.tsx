import { Children, isValidElement, type ReactNode } from 'react';

// The browser build's stand-in for react-helmet-async (scripts/build.ts alias, decision 004). Under React 19 the
// library renders <title>, <meta> and <link> in place and React hoists them into <head>; rendering the children
// directly gives the same elements, so hydration matches the server, which uses the library itself. The library
// renders them grouped by kind in this order, so the stand-in does too (test/unit/helmet-shim.test.tsx).
const KIND_ORDER = ['title', 'base', 'meta', 'link', 'script', 'style', 'noscript'];
const rank = (child: ReactNode) => {
  const i = isValidElement(child) && typeof child.type === 'string' ? KIND_ORDER.indexOf(child.type) : -1;
  return i < 0 ? KIND_ORDER.length : i;
};

export function Helmet({ children }: { children?: ReactNode }) {
  // Array.prototype.sort is stable: elements of one kind keep their order.
  return <>{Children.toArray(children).sort((a, b) => rank(a) - rank(b))}</>;
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
