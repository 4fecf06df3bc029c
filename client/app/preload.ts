import type { ChunkMap } from '../../shared/app-data.ts';

const asked = new Set<string>();

/**
 * Starts fetching, all at once, a page's chunk (and those of the parts it shows at once: the comparison table, a
 * proof block), its layout's and the head metadata's, each with its static imports (modulepreload fetches without
 * running). The imports then find every file on its way, so a navigation costs one round trip instead of a chunk,
 * then the chunks it imports, then a part's chunk.
 */
export function preloadRoute(map: ChunkMap | undefined, page: string, layout: string): void {
  if (!map) return;
  for (const i of [...(map.pages[page] ?? []), ...(map.layouts[layout] ?? []), ...map.meta]) {
    const href = map.files[i];
    if (!href || asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** What the navigation module (navigation.ts, loaded after hydration) does once a new page is on screen. */
export const navHooks: {
  shown?: (key: string, hash: string, pop: boolean) => void;
  /** Shows the loading indicator at once (app.tsx). */
  start?: () => void;
} = {};
