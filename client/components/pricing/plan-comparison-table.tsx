import { comparisonNames, planComparisonTexts } from '../../../content/chrome/plan-comparison-texts.ts';
import { recommendedLabel } from '../../../content/chrome/shell-texts.ts';
import type { PlanCard } from '../../../shared/catalogue-types.ts';
import { comparisonGroups, type ComparisonCell } from './plan-comparison.ts';

/** What a plan's column may end with when no price card above offers it (the local listings comparison). */
export interface ComparisonAction {
  /** The plan's price as the price path formatted it ("$24.99/mo"), with its term. */
  price?: string;
  term?: string;
  href: string;
  text: string;
}

function Check() {
  return (
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
  );
}

function Cell({ value }: { value: ComparisonCell }) {
  if (value === true) {
    return (
      <td className="plan-compare__yes">
        <Check />
        <span className="visually-hidden">{planComparisonTexts.included}</span>
      </td>
    );
  }
  if (value === false) {
    return (
      <td className="plan-compare__no">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{planComparisonTexts.notIncluded}</span>
      </td>
    );
  }
  return <td>{value}</td>;
}

/**
 * "Compare all features", the one comparison design of every product: every plan (columns) against every limit and
 * feature of those plans (rows, grouped), from the plan data in content/. Two renderings of the same rows: the table
 * from 768 px, and below it one stacked list per plan, the recommended plan first and marked, so a phone never hides
 * a plan off-screen or clips its heading (only one of the two is displayed, so assistive technology meets one). No
 * state and no handlers: the server renders it and the browser keeps that HTML (plan-comparison-slot.tsx).
 */
export default function PlanComparisonTable({
  cards,
  productName,
  actions,
  planHeading: PlanHeading = 'h4',
  differencesOnly = false,
}: {
  cards: readonly PlanCard[];
  productName: string;
  /** Per plan, in the order of `cards`: price and a call to action (only where no price card offers the plan). */
  actions?: readonly ComparisonAction[];
  /** The heading level of each plan in the stacked lists: one below the comparison's own heading. */
  planHeading?: 'h3' | 'h4';
  /** Only what differs between the plans (under a product page's price cards, decision 330). */
  differencesOnly?: boolean;
}) {
  const groups = comparisonGroups(cards, { differencesOnly });
  if (groups.length === 0) return null;
  const order = cards.map((_, i) => i).sort((a, b) => Number(cards[b].isRecommended) - Number(cards[a].isRecommended));
  return (
    <>
      <div
        className="plan-compare__scroll"
        role="region"
        aria-label={comparisonNames.table(productName)}
        // Focusable so a keyboard can scroll the table sideways if it is ever wider than the screen.
        tabIndex={0}
      >
        <table className={`plan-compare__table plan-compare__table--${cards.length > 2 ? 'wide' : 'narrow'}`}>
          <caption className="plan-compare__caption">
            {(differencesOnly ? comparisonNames.differences : comparisonNames.caption)(productName)}
          </caption>
          <thead>
            <tr>
              <td className="plan-compare__corner" />
              {cards.map((c, i) => (
                <th key={c.planId} scope="col" className={c.isRecommended ? 'plan-compare__recommended' : undefined}>
                  {c.isRecommended ? <span className="plan-compare__mark">{recommendedLabel}</span> : null}
                  <span className="plan-compare__name">{c.title}</span>
                  {actions?.[i]?.price ? (
                    <span className="plan-compare__price">
                      {actions[i].price}
                      {actions[i].term ? <small> {actions[i].term}</small> : null}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.title}>
              <tr className="plan-compare__group">
                {/* A header for the rows of its group (rowgroup, not colgroup), in the row headers' column only: a
                    header spanning the table would make every column one with several headers, which checkers
                    (HTML_CodeSniffer H43) then read as needing headers attributes that tie each cell to every
                    group above it. The scope attributes alone describe this table. */}
                <th scope="rowgroup">{g.title}</th>
                <td colSpan={cards.length} />
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
          {actions ? (
            <tbody>
              <tr className="plan-compare__actions">
                <td />
                {cards.map((c, i) => (
                  <td key={c.planId}>
                    {actions[i] ? (
                      <a className="button button--primary" href={actions[i].href}>
                        {actions[i].text}
                      </a>
                    ) : null}
                  </td>
                ))}
              </tr>
            </tbody>
          ) : null}
        </table>
      </div>
      <ul className="plan-compare__stack" aria-label={comparisonNames.stack(productName)}>
        {order.map((i) => {
          const c = cards[i];
          const a = actions?.[i];
          return (
            <li
              key={c.planId}
              className={`plan-compare__plan${c.isRecommended ? ' plan-compare__plan--recommended' : ''}`}
            >
              {c.isRecommended ? <p className="plan-compare__mark">{recommendedLabel}</p> : null}
              <PlanHeading className="plan-compare__plan-title">{c.title}</PlanHeading>
              {a?.price ? (
                <p className="plan-compare__price">
                  {a.price}
                  {a.term ? <small> {a.term}</small> : null}
                </p>
              ) : null}
              {groups.map((g) => (
                <div key={g.title} className="plan-compare__plan-group">
                  <p className="plan-compare__plan-group-title">{g.title}</p>
                  <ul>
                    {g.rows.map((r) => {
                      const v = r.cells[i];
                      return (
                        <li key={r.label} className={v === false ? 'plan-compare__no' : undefined}>
                          {v === false ? (
                            <span aria-hidden="true" className="plan-compare__dash">
                              –
                            </span>
                          ) : (
                            <span className="plan-compare__yes">
                              <Check />
                            </span>
                          )}
                          <span>
                            {typeof v === 'string' ? `${r.label}: ${v}` : r.label}
                            {v === false ? (
                              <span className="visually-hidden">{` ${planComparisonTexts.notIncludedAfterName}`}</span>
                            ) : null}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
              {a ? (
                <a className="button button--primary plan-compare__cta" href={a.href}>
                  {a.text}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
