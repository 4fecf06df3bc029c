import type { PlanCard } from '../../../shared/catalogue-types.ts';
import { comparisonGroups, type ComparisonCell } from './plan-comparison.ts';

function Cell({ value }: { value: ComparisonCell }) {
  if (value === true) {
    return (
      <td className="plan-compare__yes">
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M20 6 9 17l-5-5" />
        </svg>
        <span className="visually-hidden">Included</span>
      </td>
    );
  }
  if (value === false) {
    return (
      <td className="plan-compare__no">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">Not included</span>
      </td>
    );
  }
  return <td>{value}</td>;
}

/**
 * "Compare all features": one semantic table of every plan shown in the cards above (columns) and every limit and
 * feature of those plans (rows, grouped), from the plan data in content/. It has no state and no handlers: the
 * server renders it, and the browser keeps that HTML (plan-comparison-slot.tsx), so it costs the page no JavaScript.
 */
export default function PlanComparisonTable({
  cards,
  productName,
}: {
  cards: readonly PlanCard[];
  productName: string;
}) {
  const groups = comparisonGroups(cards);
  if (groups.length === 0) return null;
  return (
    <table className={`plan-compare__table plan-compare__table--${cards.length > 2 ? 'wide' : 'narrow'}`}>
      <caption className="plan-compare__caption">{`Compare all features of the ${productName} plans`}</caption>
      <thead>
        <tr>
          <td className="plan-compare__corner" />
          {cards.map((c) => (
            <th key={c.planId} scope="col" className={c.isRecommended ? 'plan-compare__recommended' : undefined}>
              {c.title}
              {c.isRecommended ? <span className="plan-compare__mark">Recommended</span> : null}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((g) => (
        <tbody key={g.title}>
          <tr className="plan-compare__group">
            <th scope="colgroup" colSpan={cards.length + 1}>
              {g.title}
            </th>
          </tr>
          {g.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.cells.map((v, i) => (
                <Cell key={cards[i].planId} value={v} />
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
