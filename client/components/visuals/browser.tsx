import { use } from 'react';
import { VisualImage, type ProductVisualProps, type VisualId } from './visual-image.tsx';

// The browser build's ProductVisual (scripts/build.ts resolves client/components/visuals/index.tsx here for every
// importer but this file; decision 150). The picture's address and text alternative are the same for every use
// of an id, and a page's first render finds them in the server's HTML (the img carries data-visual), so the table
// of every product's address and description (~1.2 KB gzip) is not part of any page's first load. It loads when
// the browser is idle, and a client navigation to a visual the page does not show yet waits for it (suspends).

type Visuals = typeof import('./index.tsx');
let table: Visuals | null = null;
let pending: Promise<Visuals> | null = null;
const load = () => (pending ??= import('./index.tsx').then((m) => (table = m)));
if (typeof window !== 'undefined') (window.requestIdleCallback ?? setTimeout)(() => void load());

const fromPage: Partial<Record<VisualId, { src: string; alt: string }>> = {};
function inPage(id: VisualId) {
  if (fromPage[id]) return fromPage[id];
  const img = document.querySelector<HTMLImageElement>(`img[data-visual="${id}"]`);
  if (!img) return null;
  return (fromPage[id] = { src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? '' });
}

export function ProductVisual(props: ProductVisualProps) {
  const { id } = props;
  const shown = table ? { src: table.visualUrls[id], alt: table.visualAlt(id) } : (inPage(id) ?? (use(load()), null));
  if (!shown) return null;
  return <VisualImage {...props} src={shown.src} alt={shown.alt} />;
}
