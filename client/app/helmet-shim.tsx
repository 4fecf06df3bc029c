import type { ReactNode } from 'react';

// The browser build's stand-in for react-helmet-async (scripts/build.ts alias, decision 004). Under React 19 the
// library renders <title>, <meta> and <link> in place and React hoists them into <head>; rendering the children
// directly gives the same elements, so hydration matches the server, which uses the library itself.
export function Helmet({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
