import { lazy, Suspense, useState } from 'react';
import type { ProofBlockProps } from './proof-block.tsx';

const ProofBlock = lazy(() => import('./proof-block.tsx'));

function slotId(p: ProofBlockProps): string {
  if (p.kind === 'guarantee') return `proof-guarantee-${p.product}`;
  if (p.kind === 'works-with') return `proof-works-with-${p.set}`;
  if (p.kind === 'people') return `proof-people${p.path}`;
  return `proof-${p.kind}`;
}

/**
 * A proof block (reviews, guarantee badge, "works with" marks) as the server rendered it. As with the comparison
 * table (plan-comparison-slot.tsx), the hydrating render keeps the server HTML, so the block's code and the marks'
 * paths are never downloaded on a page load; only a client navigation loads the chunk. Its id names what it holds,
 * so a page never keeps another page's block. `display: contents` keeps the wrapper out of the layout.
 */
export function ProofSlot(props: ProofBlockProps) {
  const id = slotId(props);
  const [serverHtml] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  if (serverHtml !== null)
    return <div id={id} className="proof-slot" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div id={id} className="proof-slot">
      <Suspense fallback={null}>
        <ProofBlock {...props} />
      </Suspense>
    </div>
  );
}
