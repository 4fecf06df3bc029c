// One event layer for the analytics events of spec 7: product click, impression, details and pageview.
// Events go to window.dataLayer; the tag manager (loaded only when configured and allowed) reads them.

export type AnalyticsEvent =
  | { event: 'pageview'; path: string; title: string }
  | { event: 'impression'; listName: string; items: { id: string; name: string; price?: number; position: number }[] }
  | { event: 'productClick'; listName: string; item: { id: string; name: string; price?: number; position: number } }
  | { event: 'details'; listName: string; item: { id: string; name: string; price?: number } };

type Layer = { dataLayer?: object[] };

export function track(e: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as Layer;
  (w.dataLayer ??= []).push(e);
}
