import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { Section, type SectionHeadProps, type Tone } from './section.tsx';

export interface SplitRow {
  title: string;
  text: ReactNode;
  points?: readonly string[];
  /** The picture beside the text: a ProductVisual, a price panel, a card. */
  visual: ReactNode;
  action?: ReactNode;
}

/** Text beside a visual, the sides alternating row by row (the first row's text on the left). */
export function SplitRows({
  id,
  head,
  rows,
  tone = 'plain',
}: {
  id?: string;
  head?: SectionHeadProps;
  rows: readonly SplitRow[];
  tone?: Tone;
}) {
  return (
    <Section id={id} tone={tone} head={head}>
      <div className="sk-rows">
        {rows.map((r) => (
          <div key={r.title} className="sk-row">
            <div className="sk-row__text">
              {head ? <h3>{r.title}</h3> : <h2>{r.title}</h2>}
              <p>{r.text}</p>
              {r.points && r.points.length > 0 ? <Checks items={r.points} /> : null}
              {r.action ? <div className="sk-row__action">{r.action}</div> : null}
            </div>
            <div className="sk-row__visual">{r.visual}</div>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** A list of short facts, each with a check. */
export function Checks({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 | 3 }) {
  return (
    <ul className={`sk-checks sk-cols-${columns}`}>
      {items.map((t) => (
        <li key={t}>
          <Icon name="check" size={20} />
          <span>{t}</span>
        </li>
      ))}
    </ul>
  );
}
