import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand.ts';
import { funFact, retirementFaq, retirementOptions } from '../../../content/pages/sitebuildereol.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { PhoneLink } from '../../components/phone-link.tsx';
import { eolTexts as t } from '../../../content/pages/sitebuildereol.ts';
import { CtaBand } from '../../components/sections/cta-band.tsx';
import { Faq } from '../../components/sections/faq.tsx';
import { Hero } from '../../components/sections/hero.tsx';
import { Section } from '../../components/sections/section.tsx';
import { ProductVisual } from '../../components/visuals/index.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/sitebuildereol.ts';

export default function SiteBuilderEolPage({ meta, pathname }: PageProps) {
  return (
    <>
      <Hero title={meta.h1} lead={meta.intro} visual={<ProductVisual id="retirement" priority />} />
      <Section id="eol-options" tone="tint" labelId="eol-options-title" head={{ title: t.optionsTitle }}>
        <ul className="card-grid">
          {retirementOptions.map((o) => (
            <li key={o.key} className="card option-card">
              {/* Every card keeps the labels' row, empty or not, so the three titles start on one line. */}
              <p className="option-card__labels">
                {o.labels.map((l) => (
                  <span key={l.text} className={`badge badge--${l.kind}`}>
                    {l.text}
                  </span>
                ))}
              </p>
              <h3>{o.title}</h3>
              <p>{o.text}</p>
              {'link' in o ? (
                <Link className="button button--primary" to={o.link}>
                  {o.cta}
                </Link>
              ) : (
                <a
                  className="button button--secondary"
                  href={brand.external.pageSpeedTool}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {o.cta}
                  <span className="visually-hidden">{t.newTab}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="eol-call" title={t.callTitle} text={t.callText}>
        <PhoneLink pathname={pathname} className="button button--secondary" />
      </CtaBand>
      <Faq items={retirementFaq} />
      <section className="sk-section sk-section--sand fun-fact" aria-label={t.funFactLabel}>
        <div className="container">
          <p>{funFact}</p>
        </div>
      </section>
    </>
  );
}
