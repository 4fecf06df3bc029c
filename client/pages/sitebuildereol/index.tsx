import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand.ts';
import { funFact, retirementFaq, retirementOptions } from '../../../content/site-pages/retirement.ts';
import type { PageProps } from '../../app/page-registry.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { PageIntro } from '../../components/page-intro.tsx';

export default function SiteBuilderEolPage({ meta, pathname }: PageProps) {
  return (
    <>
      <PageIntro meta={meta} />
      <section className="section" aria-labelledby="eol-options">
        <div className="container">
          <h2 id="eol-options">Choose what happens next</h2>
          <ul className="card-grid">
            {retirementOptions.map((o) => (
              <li key={o.key} className="card option-card">
                {o.labels.length > 0 && (
                  <p className="option-card__labels">
                    {o.labels.map((l) => (
                      <span key={l} className={l === 'Paid' || l === 'Included' ? 'badge' : 'badge badge--muted'}>
                        {l}
                      </span>
                    ))}
                  </p>
                )}
                <h3>{o.title}</h3>
                <p>{o.text}</p>
                {'link' in o ? (
                  <Link className="button button--primary" to={o.link}>
                    {o.cta}
                  </Link>
                ) : (
                  <a className="button button--secondary" href={brand.external.pageSpeedTool} target="_blank" rel="noopener noreferrer">
                    {o.cta}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="call-banner" aria-labelledby="eol-call">
        <div className="container">
          <h2 id="eol-call">Not sure which option is right?</h2>
          <p>
            Talk it through with our team, 24/7: <PhoneLink pathname={pathname} className="call-banner__phone" />
          </p>
        </div>
      </section>
      <FaqAccordion items={retirementFaq} />
      <section className="section fun-fact" aria-label="Fun fact">
        <div className="container">
          <p>{funFact}</p>
        </div>
      </section>
    </>
  );
}
