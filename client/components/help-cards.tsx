import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { helpCards, helpCardsTexts } from '../../content/chrome/help-cards.ts';
import { Icon, IconTile, type IconName } from './sections/icon.tsx';

/** Each card's line icon (presentation; the copy is in content/chrome/help-cards.ts). */
const ICONS: Record<string, IconName> = {
  hosting: 'server',
  wordpress: 'layout-template',
  woocommerce: 'shopping-cart',
  mail: 'mail',
  local: 'map-pin',
  webdesign: 'palette',
};

export interface HelpCardsProps {
  /** Section heading (an h2); defaults to the content's heading. */
  heading?: string;
  className?: string;
  /** A line under the heading. */
  intro?: string;
  /** Card key -> its starting price ("From $0.99/mo"), shown on the card. */
  prices?: Readonly<Record<string, string>>;
}

/**
 * Spec 2.4/4: the six help cards. Between 578 and 991 px the last two stay hidden until See All Services is
 * pressed (CSS decides the width, so server HTML and first render agree); at other widths all six show and the
 * button is not displayed.
 */
export function HelpCards({ heading = helpCardsTexts.heading, className, intro, prices }: HelpCardsProps) {
  const [all, setAll] = useState(false);
  const id = useId();
  return (
    <section className={`help-cards${all ? ' help-cards--all' : ''} ${className ?? ''}`} aria-labelledby={`${id}-h`}>
      <div className="container">
        <h2 id={`${id}-h`}>{heading}</h2>
        {intro ? <p className="help-cards__intro">{intro}</p> : null}
        <ul className="help-cards__list" id={`${id}-list`}>
          {helpCards.map((c) => (
            <li key={c.key} className="help-card">
              {ICONS[c.key] ? <IconTile name={ICONS[c.key]} /> : null}
              <h3 className="help-card__title">{c.title}</h3>
              <p>{c.text}</p>
              {prices?.[c.key] ? <p className="help-card__price">{prices[c.key]}</p> : null}
              <Link to={c.link} className="help-card__link">
                <span className="help-card__link-text">{c.linkText}</span>
                <Icon name="arrow-right" size={18} />
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary help-cards__more"
          aria-expanded={all}
          aria-controls={`${id}-list`}
          onClick={() => setAll(!all)}
        >
          {all ? helpCardsTexts.showFewer : helpCardsTexts.seeAll}
        </button>
      </div>
    </section>
  );
}
