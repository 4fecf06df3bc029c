import type { LayoutProps } from './layout-contract.ts';

/**
 * A theme demo (decision 120): the sample site is the whole page, so no header, navigation, footer or banners of
 * this site; the page itself draws the bar back to the themes and its own skip link and main landmark.
 */
export default function DemoLayout({ children }: LayoutProps) {
  return <div className="layout layout--demo">{children}</div>;
}
