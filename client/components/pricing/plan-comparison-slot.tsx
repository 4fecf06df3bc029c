import { lazy, Suspense, useId, useState } from 'react';
import { comparePlansText } from '../../../content/chrome/plan-texts.ts';
import type { PlanCard } from '../../../shared/catalogue-types.ts';

const PlanComparisonTable = lazy(() => import('./plan-comparison-table.tsx'));

/**
 * The "Compare plans" block under the price cards: what differs between the plans (decision 330). The server renders the table in full (it waits for every
 * lazy piece before sending the page). In the browser the hydrating render finds that HTML in the document and keeps
 * it as it is, so the table's code is never downloaded on a page load; only a page reached by client navigation,
 * which has no server HTML, loads the table chunk. The slot's id names the plans, so a page never keeps another
 * page's table.
 */
export function PlanComparison({ cards, productName }: { cards: readonly PlanCard[]; productName: string }) {
  const headingId = useId();
  const slotId = `plan-compare-${cards.map((c) => c.planId).join('-')}`;
  const [serverHtml] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.getElementById(slotId)?.innerHTML ?? null),
  );
  if (cards.length < 2) return null;
  // The table's own wrapper is the scrollable, focusable region; below 768 px per-plan lists replace it.
  const slot = { id: slotId, className: 'plan-compare__slot' } as const;
  return (
    <div className="plan-compare">
      <h3 className="plan-compare__title" id={headingId}>
        {comparePlansText}
      </h3>
      {serverHtml !== null ? (
        <div {...slot} dangerouslySetInnerHTML={{ __html: serverHtml }} />
      ) : (
        <div {...slot}>
          <Suspense fallback={null}>
            <PlanComparisonTable cards={cards} productName={productName} differencesOnly />
          </Suspense>
        </div>
      )}
    </div>
  );
}
