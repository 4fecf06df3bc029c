import { Link } from 'react-router-dom';
import { domainOfferStrip } from '../../content/domain-offers.ts';
import { domainOfferStripTexts as t } from '../../content/chrome/domain-offer-strip-texts.ts';
import { focusField } from './hero-cta.tsx';
import { domainFigure } from '../../shared/price-text.ts';

export interface DomainOfferStripProps {
  heading?: string;
  /** Where the call to action goes; defaults to /domains. */
  link?: string;
  /** A search box on the same page: the call to action goes to it and focuses it, ready to type in. */
  focusId?: string;
}

/** Spec 9: the domain offer strip (.AI $79.99, .COM $0.99, .ONLINE $0.49, .SITE $2.99), from content/domains.ts. */
export function DomainOfferStrip({ heading = t.heading, link = t.link, focusId }: DomainOfferStripProps) {
  return (
    <section className="domain-strip" aria-label={heading}>
      <div className="container domain-strip__inner">
        <ul className="domain-strip__list">
          {domainOfferStrip.map((d) => (
            <li key={d.tld} className="domain-strip__item">
              <span className="domain-strip__tld">.{d.tld.toUpperCase()}</span>{' '}
              <span className="domain-strip__price">{domainFigure(d.price)}*</span>{' '}
              <span className="domain-strip__term">{t.term}</span>
            </li>
          ))}
        </ul>
        {focusId ? (
          // Without JavaScript the fragment still scrolls to the box; with it the box also takes focus.
          <a
            href={`#${focusId}`}
            className="button button--primary domain-strip__cta"
            onClick={(e) => {
              e.preventDefault();
              focusField(focusId);
            }}
          >
            {t.cta}
          </a>
        ) : (
          <Link to={link} className="button button--primary domain-strip__cta">
            {t.cta}
          </Link>
        )}
        <p className="domain-strip__note">*{t.footnote}</p>
      </div>
    </section>
  );
}
