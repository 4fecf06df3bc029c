import { useId, useState } from 'react';
import type { FaqItem } from '../../shared/content-types.ts';

/**
 * The FAQ accordion titled Frequently Asked Questions (spec 2.4). Each question is a button with aria-expanded
 * (WAI-ARIA accordion), so click, Enter and Space all toggle it. Answers are in the server HTML, hidden until
 * opened, so crawlers read them and nothing shifts on hydration.
 */
export function FaqAccordion({
  items,
  id = 'faq',
  title = 'Frequently Asked Questions',
}: {
  items: readonly FaqItem[];
  id?: string;
  title?: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const base = useId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <section className="faq" id={id} aria-labelledby={`${base}-title`}>
      <div className="container">
        <h2 id={`${base}-title`}>{title}</h2>
        <div className="faq__list">
          {items.map((item, i) => {
            const expanded = open.has(i);
            return (
              <div className="faq__item" key={item.questionText}>
                <h3 className="faq__question">
                  <button
                    type="button"
                    id={`${base}-q${i}`}
                    aria-expanded={expanded}
                    aria-controls={`${base}-a${i}`}
                    onClick={() => toggle(i)}
                  >
                    <span>{item.questionText}</span>
                    <span className="faq__icon" aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                <div
                  id={`${base}-a${i}`}
                  role="region"
                  aria-labelledby={`${base}-q${i}`}
                  className="faq__answer"
                  hidden={!expanded}
                >
                  <p>{item.answerText}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
