import type { ReactNode } from 'react';
import { Section, type SectionHeadProps, type Tone } from './section.tsx';

export interface Step {
  title: string;
  text?: ReactNode;
}

/** Numbered steps in order (an <ol>: the numbers are the list's, read once by screen readers). */
export function Steps({
  id,
  head,
  items,
  tone = 'plain',
  children,
}: {
  id?: string;
  head: SectionHeadProps;
  items: readonly (Step | string)[];
  tone?: Tone;
  children?: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} head={head}>
      <ol className={`sk-steps sk-steps--${Math.min(items.length, 4)}`}>
        {items.map((s) =>
          typeof s === 'string' ? (
            <li key={s} className="sk-step sk-step--plain">
              <p>{s}</p>
            </li>
          ) : (
            <li key={s.title} className="sk-step">
              <h3>{s.title}</h3>
              {s.text ? <p>{s.text}</p> : null}
            </li>
          ),
        )}
      </ol>
      {children ? <div className="sk-after">{children}</div> : null}
    </Section>
  );
}
