import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { helpCards, helpCardsTexts } from '../../content/chrome/help-cards.ts';

export interface HelpCardsProps {
  /** Section heading (an h2); defaults to the content's heading. */
  heading?: string;
  className?: string;
}

/**
 * Spec 2.4/4: the six help cards. Between 578 and 991 px the last two stay hidden until See All Services is
 * pressed (CSS decides the width, so server HTML and first render agree); at other widths all six show and the
 * button is not displayed.
 */
export function HelpCards({ heading = helpCardsTexts.heading, className }: HelpCardsProps) {
  const [all, setAll] = useState(false);
  const id = useId();
  return (
    <section className={`help-cards${all ? ' help-cards--all' : ''} ${className ?? ''}`} aria-labelledby={`${id}-h`}>
      <div className="container">
        <h2 id={`${id}-h`}>{heading}</h2>
        <ul className="help-cards__list" id={`${id}-list`}>
          {helpCards.map((c) => (
            <li key={c.key} className="help-card">
              <h3 className="help-card__title">{c.title}</h3>
              <p>{c.text}</p>
              <Link to={c.link} className="help-card__link">{c.linkText}</Link>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--secondary help-cards__more" aria-expanded={all} aria-controls={`${id}-list`} onClick={() => setAll(!all)}>
          {all ? helpCardsTexts.showFewer : helpCardsTexts.seeAll}
        </button>
      </div>
    </section>
  );
}
