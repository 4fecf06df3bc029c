import { Link } from 'react-router-dom';
import { domainOfferStrip } from '../../content/domains.ts';
import { domainOfferStripTexts as t } from '../../content/chrome/shared-texts.ts';

export interface DomainOfferStripProps {
  heading?: string;
  /** Where the call to action goes; defaults to /domains. */
  link?: string;
}

/** Spec 9: the domain offer strip (.AI $79.99, .COM $0.99, .ONLINE $0.49, .SITE $2.99), from content/domains.ts. */
export function DomainOfferStrip({ heading = t.heading, link = t.link }: DomainOfferStripProps) {
  return (
    <section className="domain-strip" aria-label={heading}>
      <div className="container domain-strip__inner">
        <ul className="domain-strip__list">
          {domainOfferStrip.map((d) => (
            <li key={d.tld} className="domain-strip__item">
              <span className="domain-strip__tld">.{d.tld.toUpperCase()}</span>{' '}
              <span className="domain-strip__price">${d.price.toFixed(2)}*</span>{' '}
              <span className="domain-strip__term">{t.term}</span>
            </li>
          ))}
        </ul>
        <Link to={link} className="button button--primary domain-strip__cta">
          {t.cta}
        </Link>
        <p className="domain-strip__note">*{t.footnote}</p>
      </div>
    </section>
  );
}
