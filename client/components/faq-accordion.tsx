import { useId } from 'react';
import { faqTitleText } from '../../content/chrome/shell-texts.ts';
import type { FaqItem } from '../../shared/content-types.ts';

/**
 * The FAQ accordion titled Frequently Asked Questions (spec 2.4). Each question is the summary of a native
 * `<details>` (decision 253): click, Enter and Space toggle it from the server HTML alone, before hydration and
 * without scripts, and each question opens on its own. The question stays an h3 inside its summary. Answers are in
 * the HTML, so crawlers read them, find-in-page opens the one holding the text, and nothing shifts on hydration.
 */
export function FaqAccordion({
  items,
  id = 'faq',
  title = faqTitleText,
}: {
  items: readonly FaqItem[];
  id?: string;
  title?: string;
}) {
  const base = useId();
  return (
    <section className="faq" id={id} aria-labelledby={`${base}-title`}>
      <div className="container">
        <h2 id={`${base}-title`}>{title}</h2>
        <div className="faq__list">
          {items.map((item, i) => (
            <details className="faq__item" key={item.questionText}>
              <summary className="faq__summary" id={`${base}-q${i}`}>
                <h3 className="faq__question">{item.questionText}</h3>
                <span className="faq__icon" aria-hidden="true" />
              </summary>
              <div role="region" aria-labelledby={`${base}-q${i}`} className="faq__answer">
                <p>{item.answerText}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
